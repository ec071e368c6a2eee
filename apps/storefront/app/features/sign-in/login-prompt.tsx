import { useLingui } from '@lingui/react/macro'
import type { LoginContext } from './login-context.ts'
import * as styles from './sign-in.css.ts'

/** Why the shopper is asked to sign in here (see {@link LoginContext}), above the sign-in steps. */
export function LoginPrompt({ context }: { context: LoginContext | null }) {
  const { t } = useLingui()
  if (!context) return null
  const text: Record<LoginContext, string> = {
    cart: t`Sign in to place the order`,
    promo: t`Sign in to take part in the promotion`,
    tour: t`Sign in to book the tour`,
    event: t`Sign in to register for the event`,
  }
  return <p className={styles.lead}>{text[context]}</p>
}
