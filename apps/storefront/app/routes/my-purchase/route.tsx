import { Trans, useLingui } from '@lingui/react/macro'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Price } from '@vitrina/ui/price'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { formatOrderDate } from '../../features/orders/order-state-label.tsx'
import * as styles from '../../features/orders/orders.css.ts'
import { idParam, NO_STORE, rethrowApiError } from '../../features/orders/orders.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'purchase')

export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const sale = await context.api.purchases.getPurchase(idParam(params, 'sale')).catch(rethrowApiError)
  return data({ sale }, { headers: NO_STORE })
}

/** /my/purchases/{sale} (spec §2, §3 "Sale"): one receipt from an outlet with its lines. */
export default function MyPurchasePage() {
  const { sale } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const locale = useLocale()
  const currency = useShopCurrency()
  return (
    <article aria-labelledby="purchase-title" className={styles.page}>
      <p>
        <Link to="/my/purchases/">
          <Trans>All purchases</Trans>
        </Link>
      </p>
      <h1 id="purchase-title" className={styles.title}>
        <Trans>Receipt</Trans> {sale.check_number}
      </h1>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>Date</Trans>
        </dt>
        <dd className={styles.detail}>{formatOrderDate(sale.date, locale)}</dd>
        {sale.outlet ? (
          <>
            <dt className={styles.term}>
              <Trans>Outlet</Trans>
            </dt>
            <dd className={styles.detail}>
              {sale.outlet.name}, {sale.outlet.address}
            </dd>
          </>
        ) : null}
        <dt className={styles.term}>
          <Trans>Total</Trans>
        </dt>
        <dd className={`${styles.detail} ${styles.strong}`}>
          <Price amount={sale.total} currency={currency} locale={locale} />
        </dd>
      </dl>
      <ul className={styles.list} aria-label={t`Items`}>
        {sale.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <div>
              <p className={styles.itemName}>{item.name}</p>
              <p className={styles.muted}>
                <Trans>Article</Trans> {item.article} ·{' '}
                {item.size ? (
                  <>
                    <Trans>Size</Trans> {item.size}
                  </>
                ) : (
                  <Trans>One size</Trans>
                )}
              </p>
              <p className={styles.muted}>
                <Price amount={item.price} currency={currency} locale={locale} /> × {item.count}
              </p>
            </div>
            <p className={`${styles.detail} ${styles.strong}`}>
              <Price amount={item.total} currency={currency} locale={locale} />
            </p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={`/my/purchases/${sale.id}/review/`}>{t`Write a review`}</Link>
      </p>
    </article>
  )
}
