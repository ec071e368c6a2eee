import { useLingui } from '@lingui/react/macro'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import * as styles from './sign-in.css.ts'
import type { CodeMethod, SignInError } from './sign-in-rules.ts'

/**
 * The message of a failed step (spec §8 login messages, §5 "The phone number contains an error"), in a
 * live region so that a screen reader announces it when it appears after a post or an actor's answer.
 */
export function SignInMessage({
  id,
  error,
  method,
  seconds,
}: {
  id: string
  error: SignInError | null
  method: CodeMethod
  seconds: number
}) {
  const { t } = useLingui()
  // The two field problems have the words of the one message map, as the form's own refusals do.
  const message = useFormMessage()
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  const text: Record<SignInError, string> = {
    'invalid-phone': message('phone') ?? '',
    'invalid-code': message(`code_${method}`) ?? '',
    // The API's Retry-After, when it gave one, instead of the vague "a few minutes".
    // A short wait is the growing delay between wrong codes (seconds); a long one is a quota (minutes).
    'too-many-requests':
      seconds > 0 && seconds < 60
        ? t`Too many tries. Try again in ${seconds} s.`
        : seconds > 0
          ? t`Too many requests from this device. Try again in ${minutes} min.`
          : t`Too many requests from this device. Wait a few minutes and try again.`,
    'resend-too-early': t`A new code can be requested in ${seconds} s.`,
    'send-failed': t`Could not request the code. Check the phone number and try again.`,
    'wrong-code': t`Wrong code. Check it and try again.`,
    'code-expired': t`The code has expired. Request a new code.`,
    'tries-used-up': t`All tries for this code are used up. Request a new code.`,
    'service-error': t`The sign-in service is not answering. Try again in a few minutes.`,
    'provider-failed': t`Could not sign in with this service. Sign in with your phone number.`,
    'link-failed': t`Could not link this service to your account. Try again later.`,
  }
  return (
    <p id={id} role="alert" className={styles.error}>
      {error ? text[error] : null}
    </p>
  )
}
