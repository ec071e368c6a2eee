import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { TextField } from '@vitrina/ui/text-field'
import { type FormEvent, useEffect, useRef } from 'react'
import * as styles from './sign-in.css.ts'
import { SignInMessage } from './sign-in-message.tsx'
import { CODE_LENGTH, type CodeMethod, type SignInError } from './sign-in-rules.ts'
import { describedBy, type StepForm } from './step-form.ts'
import { useCountdown, useHydrated } from './use-countdown.ts'

export type CodeStepProps = {
  phone: string
  method: CodeMethod
  error: SignInError | null
  busy: boolean
  /** Seconds until a new code may be requested, and whether the machine is counting them down. */
  resendAfter: number
  waiting: boolean
  /** The server's moment for the next resend, posted back by the no-JavaScript forms. */
  resendAt: number | null
  /** The code field, bound by conform (live: its submit hands a well-formed code to the machine) or the reply. */
  form: StepForm
  onResend: () => void
  onChangePhone: () => void
}

/**
 * Step 2: the code (6 digits by SMS; the last digits of the calling number for a call), a resend with its
 * countdown, and "change number". Each button is its own form with the step's state in hidden fields, so
 * without JavaScript the resend is simply offered and the API refuses it when it comes too early.
 */
export function CodeStep(props: CodeStepProps) {
  const { phone, method, error, busy, resendAfter, waiting, resendAt, form } = props
  const { field } = form
  const { t } = useLingui()
  const hydrated = useHydrated()
  const seconds = useCountdown(resendAfter, hydrated && waiting)
  const codeInput = useRef<HTMLInputElement>(null)
  const resendButton = useRef<HTMLButtonElement>(null)
  // With JavaScript the step appears in place: the code field takes the focus the phone field had. After each
  // refused code (the answer ends `busy`) the focus goes where the shopper acts next: back into the code field,
  // selected so the next try replaces it, or to "Send a new code" once this code can no longer succeed.
  useEffect(() => {
    if (busy) return
    const spent = error === 'tries-used-up' || error === 'code-expired'
    const resend = resendButton.current
    if (spent && resend && !resend.disabled) {
      resend.focus()
      return
    }
    codeInput.current?.focus()
    if (error) codeInput.current?.select()
  }, [busy, error])
  const state = (
    <>
      <input type="hidden" name="phone" value={phone} />
      <input type="hidden" name="method" value={method} />
      {resendAt === null ? null : <input type="hidden" name="resendAt" value={resendAt} />}
    </>
  )
  const take = (run: (fields: FormData) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    run(new FormData(event.currentTarget))
  }
  return (
    <>
      <p className={styles.lead}>
        {method === 'sms' ? (
          <Trans>We have sent a code by SMS to {phone}.</Trans>
        ) : (
          <Trans>
            We are calling {phone}. Do not answer: enter the last 4 digits of the number that calls you.
          </Trans>
        )}
      </p>
      <Form method="post" id={form.id} className={styles.form} noValidate onSubmit={form.onSubmit}>
        <input type="hidden" name="intent" value="verify-code" />
        {state}
        <TextField
          id={field.id}
          name={field.name}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={CODE_LENGTH[method].max + 2}
          required
          ref={codeInput}
          label={method === 'sms' ? t`Code from the SMS` : t`Last 4 digits of the calling number`}
          className={styles.code}
          defaultValue={field.defaultValue}
          error={field.error}
          autoFocus={form.autoFocus}
          aria-invalid={
            field.error || error === 'invalid-code' || error === 'wrong-code' || error === 'tries-used-up'
              ? true
              : undefined
          }
          aria-describedby={describedBy(field, 'login-code-status')}
        />
        <SignInMessage id="login-code-status" error={error} method={method} seconds={resendAfter} />
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t`Checking…` : t`Sign in`}
        </Button>
      </Form>
      <div className={styles.actions}>
        <Form method="post" className={styles.form} onSubmit={take(props.onResend)}>
          <input type="hidden" name="intent" value="resend" />
          {state}
          <Button ref={resendButton} type="submit" variant="link" disabled={busy || (hydrated && waiting)}>
            <Trans>Send a new code</Trans>
          </Button>
        </Form>
        <Form method="post" className={styles.form} onSubmit={take(props.onChangePhone)}>
          <input type="hidden" name="intent" value="change-phone" />
          {state}
          <Button type="submit" variant="link" disabled={busy}>
            <Trans>Change number</Trans>
          </Button>
        </Form>
      </div>
      {waiting && seconds > 0 && error !== 'resend-too-early' ? (
        <p className={styles.hint}>
          <Trans>A new code can be requested in {seconds} s.</Trans>
        </p>
      ) : null}
    </>
  )
}
