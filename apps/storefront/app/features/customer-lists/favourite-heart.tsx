import { useLingui } from '@lingui/react/macro'
import { useFetcher, useLocation, useRouteLoaderData } from '@remix-run/react'
import { IconButton } from '@vitrina/ui/icon-button'
import { ScriptMarker } from '../cart/script-marker.tsx'
import { SHOP_ROUTE_ID } from '../pricing/price-access.ts'
import { useToastOnChange } from '../toasts/use-toast.ts'
import * as styles from './customer-lists.css.ts'

/** The route whose action switches a favourite (routes/favorites). */
export const FAVOURITES_PATH = '/favorites/'

/** The favourite ids the shop layout's loader read for this shopper (account or device). */
export function useFavouriteIds(): readonly number[] {
  const shop = useRouteLoaderData(SHOP_ROUTE_ID) as { favourites?: number[] } | undefined
  return shop?.favourites ?? []
}

/** The id of a product's heart: a no-JavaScript toggle returns to the page at this anchor. */
export const heartAnchor = (productId: number) => `favourite-${productId}`

/**
 * The favourites heart of a product (issue 14): a toggle button (`aria-pressed`) named by the product. Without
 * JavaScript it is a form posting to /favorites/ that comes back to this page; with it the same form goes through
 * a fetcher, the heart turns at once (optimistic) and keeps the focus, and the layout's ids are revalidated.
 */
export function FavouriteHeart({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useLingui()
  const ids = useFavouriteIds()
  const location = useLocation()
  const fetcher = useFetcher<{ ok: boolean }>({ key: heartAnchor(productId) })
  const wanted = fetcher.formData?.get('on')
  const on = typeof wanted === 'string' ? wanted === '1' : ids.includes(productId)
  useToastOnChange(fetcher.data, (answer) =>
    answer.ok ? null : { text: t`Could not update favourites. Try again.`, color: 'error' },
  )
  return (
    <fetcher.Form method="post" action={FAVOURITES_PATH} className={styles.heartForm}>
      <ScriptMarker />
      <input type="hidden" name="product" value={productId} />
      <input type="hidden" name="on" value={on ? '0' : '1'} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <IconButton
        id={heartAnchor(productId)}
        type="submit"
        variant="secondary"
        label={t`Favourite: ${productName}`}
        aria-pressed={on}
        className={on ? styles.heartOn : undefined}
        icon={<HeartIcon filled={on} />}
      />
    </fetcher.Form>
  )
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 5.5 3.6 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  )
}
