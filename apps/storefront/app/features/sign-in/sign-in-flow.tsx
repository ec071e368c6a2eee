import { Trans } from '@lingui/react/macro'
import { CodeStep } from './code-step.tsx'
import { PhoneStep } from './phone-step.tsx'
import * as styles from './sign-in.css.ts'
import { SignInMessage } from './sign-in-message.tsx'
import type { PhoneView } from './sign-in-rules.ts'
import type { SignInInput } from './sign-in-types.ts'
import { useSignIn } from './use-sign-in.ts'

/**
 * The login screen's steps, driven by the sign-in machine. The server renders the machine's first state
 * (from its last answer), so the HTML is the same with and without JavaScript.
 */
export function SignInFlow({
  input,
  phoneView,
  resendAt,
}: {
  input: SignInInput
  phoneView: PhoneView
  resendAt: number | null
}) {
  const [snapshot, send] = useSignIn(input)
  const { context } = snapshot
  const busy = snapshot.hasTag('busy')
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
    return (
      <CodeStep
        phone={context.phone}
        method={context.method}
        error={context.error}
        busy={busy}
        resendAfter={context.resendAfter}
        waiting={snapshot.matches({ code: { resend: 'waiting' } })}
        resendAt={resendAt}
        onVerify={(code) => send({ type: 'code.submit', code })}
        onResend={() => send({ type: 'code.resend' })}
        onChangePhone={() => send({ type: 'phone.change' })}
      />
    )
  }
  return (
    <PhoneStep
      view={phoneView}
      phone={context.phone}
      method={context.method}
      // A provider that could not sign the visitor in sends them here (spec §4): say why.
      error={context.error ?? (context.outcome === 'phone' ? 'provider-failed' : null)}
      waitSeconds={context.waitSeconds}
      resendAt={resendAt}
      busy={busy}
      onSubmit={(phone, method) => send({ type: 'phone.submit', phone, method })}
    />
  )
}
