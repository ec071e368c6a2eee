import { Trans } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import { buttonClass } from '@vitrina/ui/button'
import type { ConfirmResult } from './email-confirmation.ts'
import * as styles from './profile.css.ts'

/**
 * The email confirmation result (spec §2 /confirm-email/success, /fail, /not-found; §8 "Email confirmation
 * code incorrect or request not found"). The API sends a link only when the email changes and has no resend
 * call, so the failures point to the latest link and to the profile.
 */
export function ConfirmEmailView({ result }: { result: ConfirmResult }) {
  return (
    <section className={styles.resultBox} aria-labelledby="confirm-title">
      <h1 id="confirm-title" className={styles.title}>
        {result === 'success' ? <Trans>Email confirmed</Trans> : null}
        {result === 'fail' ? <Trans>Email confirmation code incorrect</Trans> : null}
        {result === 'not-found' ? <Trans>Email confirmation request not found</Trans> : null}
      </h1>
      <p>
        {result === 'success' ? <Trans>Thank you: your email address is confirmed.</Trans> : null}
        {result === 'fail' ? <Trans>The link is wrong, already used or out of date.</Trans> : null}
        {result === 'not-found' ? <Trans>There is no confirmation request for this link.</Trans> : null}
      </p>
      {result === 'success' ? null : (
        <p>
          <Trans>Open the latest link we sent, or check the email address in your profile.</Trans>
        </p>
      )}
      <p className={styles.resultLinks}>
        <Link to="/my/profile/" className={buttonClass()}>
          <Trans>Go to profile</Trans>
        </Link>
        <Link to="/catalog/">
          <Trans>To catalog</Trans>
        </Link>
      </p>
    </section>
  )
}
