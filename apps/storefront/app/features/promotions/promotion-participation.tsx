import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, useNavigation } from '@remix-run/react'
import type { Participation } from '@vitrina/api-client/schemas/promo-code'
import { Button } from '@vitrina/ui/button'
import { useEffect, useRef } from 'react'
import * as catalogStyles from '../catalog/catalog.css.ts'
import * as styles from '../events/events.css.ts'

/**
 * "Take part" (spec §2 promotion page, §6): a form either way. A guest's post goes to sign in and back here
 * (`?join`, where the focus lands on the button); a customer's joins and comes back with `?joined`, where the
 * focus lands on the sentence that says so, with the personal code when the promotion gives one.
 */
export function PromotionParticipation({
  participation,
  signedIn,
  givesPromoCode,
  over,
  search,
  error,
}: {
  participation: Participation | null
  signedIn: boolean
  givesPromoCode: boolean
  over: boolean
  search: { join: boolean; joined: boolean }
  error: 'ended' | 'failed' | null
}) {
  const { t } = useLingui()
  const navigation = useNavigation()
  const button = useRef<HTMLButtonElement>(null)
  const status = useRef<HTMLParagraphElement>(null)
  const joined = participation?.joined === true
  useEffect(() => {
    if (joined && search.joined) status.current?.focus()
    else if (error) status.current?.focus()
    else if (search.join && signedIn) button.current?.focus()
  }, [joined, search.joined, search.join, signedIn, error])
  return (
    <section id="participation" aria-labelledby="participation-title" className={styles.register}>
      <h2 id="participation-title" className={catalogStyles.sectionTitle}>
        <Trans>Take part in the promotion</Trans>
      </h2>
      {error ? (
        <p ref={status} tabIndex={-1} role="alert">
          {error === 'ended' ? t`The promotion has ended.` : t`Something went wrong. Please try again.`}
        </p>
      ) : null}
      {joined ? (
        <>
          <p ref={status} tabIndex={-1} role="status" className={styles.places}>
            <Trans>You are taking part in the promotion.</Trans>
          </p>
          {participation?.promo_code ? (
            <p>
              <Trans>
                Your personal promo code:{' '}
                <strong data-promo-code={participation.promo_code.code}>
                  {participation.promo_code.code}
                </strong>
              </Trans>{' '}
              <Link to="/my/promo-codes/">{t`My promo codes`}</Link>
            </p>
          ) : null}
        </>
      ) : over ? null : (
        <Form method="post">
          <p className={styles.meta}>
            {givesPromoCode
              ? t`Take part and get a personal promo code for your next order.`
              : t`Take part to get the promotion's offers.`}{' '}
            {signedIn ? null : t`Taking part requires signing in; you will come back here after it.`}
          </p>
          <Button
            ref={button}
            type="submit"
            name="intent"
            value="join"
            disabled={navigation.state === 'submitting'}
          >
            <Trans>Take part</Trans>
          </Button>
        </Form>
      )}
    </section>
  )
}
