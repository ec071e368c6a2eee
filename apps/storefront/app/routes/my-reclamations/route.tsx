import { Trans, useLingui } from '@lingui/react/macro'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { formatOrderDate } from '../../features/orders/order-state-label.tsx'
import * as styles from '../../features/orders/orders.css.ts'
import { NO_STORE, rethrowApiError } from '../../features/orders/orders.server.ts'
import { useReturnStateLabel } from '../../features/returns/return-state-label.tsx'
import { storefrontContext } from '../../lib/context.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale } from '../../lib/root-data.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'reclamations')
export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const page = Number(new URL(request.url).searchParams.get('page')) || 1
  const list = await context.api.reclamations.listReclamations({ page, page_size: 20 }).catch(rethrowApiError)
  return data({ list, page }, { headers: NO_STORE })
}

/** /my/reclamations (spec §2): the customer's return applications, newest first, or the empty state. */
export default function ReclamationsPage() {
  const { list, page } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const label = useReturnStateLabel()
  const locale = useLocale()
  return (
    <article aria-labelledby="reclamations-title" className={styles.page}>
      <h1 id="reclamations-title" className={styles.title}>
        <Trans>Returns</Trans>
      </h1>
      {list.count === 0 ? (
        <div className={styles.card}>
          <p>
            <Trans>You have no return applications yet.</Trans>
          </p>
          <p className={styles.muted}>
            <Trans>To return an item, open the order it came in and choose "Return" next to the item.</Trans>
          </p>
          <Link to="/my/orders/">{t`My orders`}</Link>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t`Return applications`}>
          {list.results.map((r) => (
            <li key={r.id} className={styles.row}>
              <Link to={`/my/reclamations/${r.id}/`} className={styles.rowLink}>
                <Trans>Application №{r.id}</Trans>
              </Link>
              <span className={styles.muted}>
                <Trans>Order {r.order.number}</Trans> · {formatOrderDate(r.created, locale)}
              </span>
              <span>{r.items.map((i) => i.name).join(', ')}</span>
              <span className={styles.strong}>{label(r.state)}</span>
            </li>
          ))}
        </ul>
      )}
      {list.next ? <Link to={`?page=${page + 1}`}>{t`Show more`}</Link> : null}
    </article>
  )
}
