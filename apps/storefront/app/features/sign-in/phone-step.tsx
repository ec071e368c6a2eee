import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from '@remix-run/react'
import type { FormEvent } from 'react'
import { formatRuPhone } from './phone-mask.ts'
import * as styles from './sign-in.css.ts'
import { SignInMessage } from './sign-in-message.tsx'
import type { CodeMethod, PhoneView, SignInError } from './sign-in-rules.ts'

type PhoneStepProps = {
  view: PhoneView
  phone: string
  method: CodeMethod
  error: SignInError | null
  /** The wait a refusal named (Retry-After), said in its message. */
  waitSeconds: number | null
  /** Back from the code step without JavaScript: when a new code for `phone` may be requested. */
  resendAt: number | null
  busy: boolean
  /** With JavaScript the machine takes the submit; without, the form posts `send-code` to the action. */
  onSubmit: (phone: string, method: CodeMethod) => void
}

function maskRuPhone(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget
  const masked = formatRuPhone(input.value)
  if (masked !== input.value) input.value = masked
}

/** Step 1: the phone number (a +7 mask or international, per `phone_field_view`) and SMS or call. */
export function PhoneStep(props: PhoneStepProps) {
  const { view, phone, method, error, waitSeconds, resendAt, busy, onSubmit } = props
  const { t } = useLingui()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const fields = new FormData(event.currentTarget)
    onSubmit(String(fields.get('phone') ?? ''), fields.get('method') === 'call' ? 'call' : 'sms')
  }
  return (
    <Form method="post" className={styles.form} onSubmit={submit} noValidate>
      <input type="hidden" name="intent" value="send-code" />
      {resendAt === null ? null : (
        <>
          <input type="hidden" name="sentTo" value={phone} />
          <input type="hidden" name="resendAt" value={resendAt} />
        </>
      )}
      <label htmlFor="login-phone" className={styles.label}>
        <Trans>Phone number</Trans>
      </label>
      <input
        id="login-phone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={64}
        placeholder={view === 'ru' ? '+7 (___) ___-__-__' : '+44 20 7946 0958'}
        defaultValue={view === 'ru' ? formatRuPhone(phone) : phone}
        onInput={view === 'ru' ? maskRuPhone : undefined}
        className={styles.input}
        aria-invalid={error === 'invalid-phone' || error === 'send-failed' ? true : undefined}
        aria-describedby="login-phone-error"
      />
      {view === 'international' ? (
        <p className={styles.hint}>
          <Trans>With the country code, starting with +</Trans>
        </p>
      ) : null}
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>
          <Trans>How to get the code</Trans>
        </legend>
        <label className={styles.choice}>
          <input type="radio" name="method" value="sms" defaultChecked={method === 'sms'} />
          <Trans>By SMS</Trans>
        </label>
        <label className={styles.choice}>
          <input type="radio" name="method" value="call" defaultChecked={method === 'call'} />
          <Trans>By a phone call</Trans>
        </label>
      </fieldset>
      <SignInMessage id="login-phone-error" error={error} method={method} seconds={waitSeconds ?? 0} />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t`Sending the code…` : t`Get code`}
      </button>
    </Form>
  )
}
