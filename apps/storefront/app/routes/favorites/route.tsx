import { Trans, useLingui } from '@lingui/react/macro'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { buttonClass } from '@vitrina/ui/button'
import { EmptyState } from '@vitrina/ui/empty-state'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { ProductList } from '../../features/catalog/product-list.tsx'
import * as styles from '../../features/customer-lists/customer-lists.css.ts'
import { loadFavourites, toggleFavouriteAction } from '../../features/customer-lists/favourites.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { loginHref } from '../../lib/links.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'favourites')
export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })
export const loader = ({ request }: LoaderFunctionArgs) => loadFavourites(request)
export const action = ({ request }: ActionFunctionArgs) => toggleFavouriteAction(request)

/**
 * /favorites (spec §2, issue 14): the favourite products with availability and today's prices; a guest's are
 * kept on this device until signing in (spec §6: sign-in is needed to sync them).
 */
export default function FavouritesPage() {
  const { products, display, signedIn } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const location = useLocation()
  return (
    <article aria-labelledby="favourites-title" className={styles.page}>
      <h1 id="favourites-title" className={styles.title}>
        <Trans>Favourites</Trans>
      </h1>
      {signedIn ? null : (
        <p className={styles.notice}>
          <Trans>
            Your favourites are kept on this device. <Link to={loginHref(location.pathname)}>Sign in</Link> to
            keep them in your account on every device.
          </Trans>
        </p>
      )}
      {products.length === 0 ? (
        <EmptyState
          title={t`No favourites yet`}
          action={
            <Link to="/catalog/" className={buttonClass({ variant: 'primary' })}>
              <Trans>Go to the catalogue</Trans>
            </Link>
          }
        >
          <Trans>Tap the heart on a product to keep it here.</Trans>
        </EmptyState>
      ) : (
        <ProductList products={products} display={display} label={t`Favourite products`} />
      )}
    </article>
  )
}
