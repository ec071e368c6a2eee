import { Trans, useLingui } from '@lingui/react/macro'
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { EmptyState } from '@vitrina/ui/empty-state'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { documentSize } from '../../features/legal/document-size.ts'
import * as styles from '../../features/legal/legal.css.ts'
import { formatOrderDate } from '../../features/orders/order-state-label.tsx'
import { NO_STORE, rethrowApiError } from '../../features/orders/orders.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale } from '../../lib/root-data.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'customerDocuments')
export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const list = await context.api.legal.listCustomerDocuments().catch(rethrowApiError)
  return data({ documents: list.results }, { headers: NO_STORE })
}

/** /my/customer-documents (spec §2): the documents the customer sent, each downloadable by its owner only. */
export default function CustomerDocumentsPage() {
  const { documents } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const locale = useLocale()
  const units = { b: t`B`, kb: t`KB`, mb: t`MB` }
  const purpose = {
    price_access: t`Price access request`,
    reclamation: t`Return application`,
    review: t`Review`,
  }
  return (
    <article className={styles.page} aria-labelledby="documents-title">
      <h1 id="documents-title" className={styles.title}>
        <Trans>My documents</Trans>
      </h1>
      {documents.length === 0 ? (
        <EmptyState
          title={<Trans>No documents yet</Trans>}
          action={<Link to="/my/price-access/">{t`Ask for price access`}</Link>}
        >
          <Trans>Documents you send with a price-access request or a return application appear here.</Trans>
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t`Documents`}>
          {documents.map((d) => (
            <li key={d.id} className={styles.card}>
              <a href={`/my/customer-documents/${d.id}/`} className={styles.strong} download={d.name}>
                {d.name || t`Document`}
              </a>
              <span className={styles.muted}>
                {purpose[d.purpose]} · {d.content_type} · {documentSize(d.size, locale, units)} ·{' '}
                {formatOrderDate(d.created_at, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
