import { Trans } from '@lingui/react/macro'
import { useRef } from 'react'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import { CodeStep } from './code-step.tsx'
import { PhoneStep } from './phone-step.tsx'
import * as styles from './sign-in.css.ts'
import { SignInMessage } from './sign-in-message.tsx'
import type { FieldsReply, PhoneView } from './sign-in-rules.ts'
import type { SignInInput } from './sign-in-types.ts'
import { repliedForm } from './step-form.ts'
import type { LiveSteps } from './use-live-steps.ts'
import { useSignIn } from './use-sign-in.ts'

/**
 * The login screen's steps, driven by the sign-in machine. The server renders the machine's first state
 * (from its last answer), so the HTML is the same with and without JavaScript. The typed field of each step
 * is conform's once the live steps have loaded (`live`), else the action's reply read plainly.
 */
export function SignInFlow({
  input,
  phoneView,
  resendAt,
  reply,
  live,
}: {
  input: SignInInput
  phoneView: PhoneView
  resendAt: number | null
  /** The action's refusal of the field of the step the machine starts at. */
  reply: FieldsReply | undefined
  live: LiveSteps | null
}) {
  const [snapshot, send] = useSignIn(input)
  const message = useFormMessage()
  const { context } = snapshot
  const busy = snapshot.hasTag('busy')
  // The reply belongs to the step it answered until the machine leaves it (back there, it is stale).
  const replied = useRef(true)
  if (snapshot.matches('code') !== (input.step === 'code')) replied.current = false
  const fieldsReply = replied.current ? reply : undefined
  if (snapshot.matches('success') || snapshot.matches('linked')) {
    return (
      <p role="status" className={styles.lead}>
        <Trans>You are signed in.</Trans>
      </p>
    )
  }
  if (snapshot.matches('providerCallback') || snapshot.matches('linking')) {
    return (
      <p role="status" className={styles.lead}>
        <Trans>Signing in…</Trans>
      </p>
    )
  }
  if (snapshot.matches('linkFailed')) {
    return <SignInMessage id="login-error" error={context.error} method={context.method} seconds={0} />
  }
  if (snapshot.matches('code')) {
    const step = {
      phone: context.phone,
      method: context.method,
      error: context.error,
      busy,
      resendAfter: context.resendAfter,
      waiting: snapshot.matches({ code: { resend: 'waiting' } }),
      resendAt,
      onResend: () => send({ type: 'code.resend' }),
      onChangePhone: () => send({ type: 'phone.change' }),
    }
    return live ? (
      <live.LiveCodeStep
        {...step}
        reply={fieldsReply}
        onVerify={(code) => send({ type: 'code.submit', code })}
      />
    ) : (
      <CodeStep {...step} form={repliedForm('code', '', fieldsReply, message)} />
    )
  }
  const step = {
    view: phoneView,
    phone: context.phone,
    method: context.method,
    // A provider that could not sign the visitor in sends them here (spec §4): say why.
    error: context.error ?? (context.outcome === 'phone' ? 'provider-failed' : null),
    waitSeconds: context.waitSeconds,
    resendAt,
    busy,
  }
  return live ? (
    <live.LivePhoneStep
      {...step}
      reply={fieldsReply}
      onSubmit={(phone, method) => send({ type: 'phone.submit', phone, method })}
    />
  ) : (
    <PhoneStep {...step} form={repliedForm('phone', context.phone, fieldsReply, message)} />
  )
}
