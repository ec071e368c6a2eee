import { Trans, useLingui } from '@lingui/react/macro'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import type { SubscriptionChannel, SubscriptionTopic } from '@vitrina/domain/subscriptions'
import { Button } from '@vitrina/ui/button'
import { useEffect, useState } from 'react'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import * as styles from '../../features/customer-lists/customer-lists.css.ts'
import { SubscriptionSwitch } from '../../features/customer-lists/subscription-switch.tsx'
import { loadSubscriptions, subscriptionsAction } from '../../features/customer-lists/subscriptions.server.ts'
import { PUSH_OFFER_SLOT_ID } from '../../features/push/push-permission.tsx'
import { titleMeta } from '../../lib/i18n/title-meta.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'subscriptions')
export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })
export const loader = ({ request }: LoaderFunctionArgs) => loadSubscriptions(request)
export const action = ({ request }: ActionFunctionArgs) => subscriptionsAction(request)

/** /my/subscriptions (spec §1, issue 14): email, push and SMS on or off for each topic. */
export default function SubscriptionsPage() {
  const { settings, saved } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const topics: Record<SubscriptionTopic, string> = {
    orders: t`Orders and deliveries`,
    promotions: t`Promotions and discounts`,
    news: t`News and new arrivals`,
  }
  const channels: Record<SubscriptionChannel, string> = {
    email: t`Email`,
    push: t`Push notifications`,
    sms: t`SMS`,
  }
  const emailOff = !settings.email.confirmed
  return (
    <article aria-labelledby="subscriptions-title" className={styles.page}>
      <h1 id="subscriptions-title" className={styles.title}>
        <Trans>Subscriptions</Trans>
      </h1>
      <div id={PUSH_OFFER_SLOT_ID} />
      {saved ? (
        <p className={styles.notice} role="status">
          <Trans>Your choices are saved.</Trans>
        </p>
      ) : null}
      {emailOff ? (
        <p className={styles.notice}>
          {settings.email.address ? (
            <Trans>
              To get emails, confirm {settings.email.address}: open the link we sent, or save the address
              again in <Link to="/my/profile/">your profile</Link> for a new link.
            </Trans>
          ) : (
            <Trans>
              To get emails, add your address in <Link to="/my/profile/">your profile</Link> and confirm it by
              the link we send.
            </Trans>
          )}
        </p>
      ) : null}
      <Form method="post" className={styles.table}>
        {settings.topics.map(({ topic, channels: on }) => (
          <fieldset key={topic} className={styles.fieldset}>
            <legend className={styles.legend}>{topics[topic]}</legend>
            {(['email', 'push', 'sms'] as const).map((channel) => (
              <SubscriptionSwitch
                key={channel}
                topic={topic}
                channel={channel}
                checked={on[channel]}
                disabled={channel === 'email' && emailOff}
                label={channels[channel]}
                hint={channel === 'email' && emailOff ? t`Needs a confirmed email` : undefined}
              />
            ))}
          </fieldset>
        ))}
        {hydrated ? null : (
          <div className={styles.actions}>
            <Button type="submit" name="intent" value="save">
              <Trans>Save</Trans>
            </Button>
          </div>
        )}
      </Form>
    </article>
  )
}
