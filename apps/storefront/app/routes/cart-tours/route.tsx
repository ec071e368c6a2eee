import { Trans, useLingui } from '@lingui/react/macro'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useSearchParams } from '@remix-run/react'
import { Badge } from '@vitrina/ui/badge'
import { Button, buttonClass } from '@vitrina/ui/button'
import { EmptyState } from '@vitrina/ui/empty-state'
import { Price } from '@vitrina/ui/price'
import { useEffect, useRef } from 'react'
import { seoMeta } from '../../features/catalog/seo-meta.ts'
import { TourLine } from '../../features/tours/tour-line.tsx'
import { TOURS_PATH } from '../../features/tours/tour-links.ts'
import * as styles from '../../features/tours/tours.css.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import { loadTourCart, tourCartAction } from './cart-tours.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const loader = ({ request }: LoaderFunctionArgs) => loadTourCart(request)

export const action = ({ request }: ActionFunctionArgs) => tourCartAction(request)

/** `/cart/tours/` (spec §2): the tours and rooms chosen, each re-checked, with the way to book each one. */
export default function TourCartPage() {
  const { lines, changed, total } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const { t } = useLingui()
  const locale = useLocale()
  const currency = useShopCurrency()
  const heading = useRef<HTMLHeadingElement>(null)
  const removed = params.has('removed')
  // After a removal the button is gone: the focus goes back to the page's heading.
  useEffect(() => {
    if (removed) heading.current?.focus()
  }, [removed])
  return (
    <section aria-labelledby="tour-cart-title" className={styles.stack}>
      <h1 id="tour-cart-title" ref={heading} tabIndex={-1} className={styles.title}>
        <Trans>Tour cart</Trans>
      </h1>
      {removed ? <p role="status">{t`The tour is removed from the cart.`}</p> : null}
      {changed ? (
        <p role="alert" className={styles.error}>
          <Trans>Some prices or rooms changed since you chose them: check the lines below.</Trans>
        </p>
      ) : null}
      {lines.length === 0 ? (
        <EmptyState
          title={t`The tour cart is empty`}
          action={
            <Link to={TOURS_PATH} className={buttonClass({ variant: 'primary' })}>
              <Trans>Find a tour</Trans>
            </Link>
          }
        />
      ) : (
        <>
          <ul className={styles.rows} aria-label={t`Tours in the cart`}>
            {lines.map((line) => (
              <li key={line.key} className={styles.row}>
                <div className={styles.stack}>
                  <TourLine line={line.facts} locale={locale} />
                  {line.status === 'price_changed' && line.previousTotal ? (
                    <p>
                      <Badge tone="warning">{t`The price changed`}</Badge>{' '}
                      <del>
                        <Price amount={line.previousTotal} currency={currency} locale={locale} />
                      </del>
                    </p>
                  ) : null}
                  {line.status === 'unavailable' ? (
                    <p>
                      <Badge tone="danger">{t`No longer available`}</Badge>
                    </p>
                  ) : null}
                </div>
                <div className={styles.stack}>
                  {line.total ? (
                    <p className={styles.price}>
                      <Price amount={line.total} currency={currency} locale={locale} />
                    </p>
                  ) : null}
                  {line.status !== 'unavailable' ? (
                    <Link to={line.href} className={buttonClass({ variant: 'primary' })}>
                      <Trans>Book and pay</Trans>
                    </Link>
                  ) : null}
                  <Form method="post" replace>
                    <input type="hidden" name="key" value={line.key} />
                    <Button type="submit" variant="ghost">
                      <Trans>Remove</Trans>
                    </Button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
          <p className={styles.price}>
            <Trans>Total</Trans> <Price amount={total} currency={currency} locale={locale} />
          </p>
        </>
      )}
    </section>
  )
}
