import { Trans, useLingui } from '@lingui/react/macro'
import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { buttonClass } from '@vitrina/ui/button'
import { EmptyState } from '@vitrina/ui/empty-state'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { cardDisplay, toCardView } from '../../features/catalog/product-cards.ts'
import { ProductList } from '../../features/catalog/product-list.tsx'
import { ConfirmAction } from '../../features/customer-lists/confirm-action.tsx'
import * as styles from '../../features/customer-lists/customer-lists.css.ts'
import { rethrowApiError } from '../../features/orders/orders.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'

const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }
export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'lastViewed')
export const headers: HeadersFunction = () => NO_STORE

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const list = await context.api.customerLists.listLastViewed().catch(rethrowApiError)
  return data(
    { products: list.results.map(toCardView), display: cardDisplay(context.company) },
    { headers: NO_STORE },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  if (form.get('intent') !== 'clear') return data({ ok: false }, { status: 400, headers: NO_STORE })
  const context = await storefrontContext(request)
  await context.api.customerLists.clearLastViewed().catch(rethrowApiError)
  return redirect('/my/last-viewed/', { status: 303, headers: NO_STORE })
}

/** /my/last-viewed (spec §2, issue 14): about twenty products the customer opened last, newest first. */
export default function LastViewedPage() {
  const { products, display } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  return (
    <article aria-labelledby="last-viewed-title" className={styles.page}>
      <div className={styles.titleRow}>
        <h1 id="last-viewed-title" className={styles.title}>
          <Trans>Last viewed</Trans>
        </h1>
        {products.length > 0 ? (
          <ConfirmAction
            confirmKey="clear"
            intent="clear"
            trigger={<Trans>Clear the list</Trans>}
            question={<Trans>Clear the last viewed products?</Trans>}
            confirmLabel={<Trans>Yes, clear</Trans>}
            keepLabel={<Trans>Keep them</Trans>}
          />
        ) : null}
      </div>
      {products.length === 0 ? (
        <EmptyState
          title={t`You have not viewed any products yet`}
          action={
            <Link to="/catalog/" className={buttonClass({ variant: 'primary' })}>
              <Trans>Go to the catalogue</Trans>
            </Link>
          }
        >
          <Trans>Products you open appear here, the latest first.</Trans>
        </EmptyState>
      ) : (
        <ProductList products={products} display={display} label={t`Last viewed products`} />
      )}
    </article>
  )
}
