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
import { describedBy, type StepForm } from './step-form.ts'

export type PhoneStepProps = {
  view: PhoneView
  /** The number the machine holds: the one a code was last sent to, when back from the code step. */
  phone: string
  method: CodeMethod
  error: SignInError | null
  /** The wait a refusal named (Retry-After), said in its message. */
  waitSeconds: number | null
  /** Back from the code step without JavaScript: when a new code for `phone` may be requested. */
  resendAt: number | null
  busy: boolean
  /** The phone field, bound by conform (live: its submit hands a valid number to the machine) or the reply. */
  form: StepForm
}

function maskRuPhone(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget
  const masked = formatRuPhone(input.value)
  if (masked !== input.value) input.value = masked
}

/** Step 1: the phone number (a +7 mask or international, per `phone_field_view`) and SMS or call. */
export function PhoneStep(props: PhoneStepProps) {
  const { view, phone, method, error, waitSeconds, resendAt, busy, form } = props
  const { t } = useLingui()
  const { field } = form
  return (
    <Form method="post" id={form.id} className={styles.form} onSubmit={form.onSubmit} noValidate>
      <input type="hidden" name="intent" value="send-code" />
      {resendAt === null ? null : (
        <>
          <input type="hidden" name="sentTo" value={phone} />
          <input type="hidden" name="resendAt" value={resendAt} />
        </>
      )}
      <TextField
        id={field.id}
        name={field.name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={64}
        label={<Trans>Phone number</Trans>}
        hint={view === 'international' ? <Trans>With the country code, starting with +</Trans> : undefined}
        placeholder={view === 'ru' ? '+7 (___) ___-__-__' : '+44 20 7946 0958'}
        defaultValue={view === 'ru' ? formatRuPhone(field.defaultValue) : field.defaultValue}
        onInput={view === 'ru' ? maskRuPhone : undefined}
        error={field.error}
        autoFocus={form.autoFocus}
        // The step's message below is a live region that is always there, so it describes the field even
        // before it has an error; the form's own reason comes first, the hint last.
        aria-invalid={field.error || error === 'invalid-phone' || error === 'send-failed' ? true : undefined}
        aria-describedby={describedBy(
          field,
          'login-phone-status',
          view === 'international' ? `${field.id}-hint` : undefined,
        )}
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
      <SignInMessage id="login-phone-status" error={error} method={method} seconds={waitSeconds ?? 0} />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t`Sending the code…` : t`Get code`}
      </Button>
    </Form>
  )
}
