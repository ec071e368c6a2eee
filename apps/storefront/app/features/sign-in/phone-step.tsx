import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from '@remix-run/react'
import { formatRuPhone } from '@vitrina/domain/phone-format'
import { Button } from '@vitrina/ui/button'
import { Radio, RadioGroup } from '@vitrina/ui/radio'
import { TextField } from '@vitrina/ui/text-field'
import type { FormEvent } from 'react'
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
      <TextField
        id="login-phone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={64}
        label={<Trans>Phone number</Trans>}
        hint={view === 'international' ? <Trans>With the country code, starting with +</Trans> : undefined}
        placeholder={view === 'ru' ? '+7 (___) ___-__-__' : '+44 20 7946 0958'}
        defaultValue={view === 'ru' ? formatRuPhone(phone) : phone}
        onInput={view === 'ru' ? maskRuPhone : undefined}
        // The message below is a live region that is always there, so it describes the field even before
        // it has an error; the hint follows it.
        aria-invalid={error === 'invalid-phone' || error === 'send-failed' ? true : undefined}
        aria-describedby={
          view === 'international' ? 'login-phone-error login-phone-hint' : 'login-phone-error'
        }
      />
      <RadioGroup legend={<Trans>How to get the code</Trans>} className={styles.choices}>
        <Radio name="method" value="sms" defaultChecked={method === 'sms'} label={<Trans>By SMS</Trans>} />
        <Radio
          name="method"
          value="call"
          defaultChecked={method === 'call'}
          label={<Trans>By a phone call</Trans>}
        />
      </RadioGroup>
      <SignInMessage id="login-phone-error" error={error} method={method} seconds={waitSeconds ?? 0} />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t`Sending the code…` : t`Get code`}
      </Button>
    </Form>
  )
}
