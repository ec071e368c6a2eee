import { useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/** The cart-count resource route (`routes/cart-count`). */
export const CART_COUNT_PATH = '/cart/count'

/**
 * The header's cart count. A signed-in customer's page is private and carries it (`serverCount`); a guest's page
 * is shared through the page cache, so it carries none (null) and the count is fetched once the page runs. A
 * fetcher loaded this way is revalidated after every action (adding to the cart, changing a line) and with the
 * page, so the count follows the cart. Without JavaScript a guest's header shows no count.
 */
export function useCartCount(serverCount: number | null): number | null {
  const fetcher = useFetcher<{ count: number | null }>({ key: 'cart-count' })
  const load = fetcher.load
  const needed = serverCount === null
  // Once per mounted header: later updates come from the fetcher's own revalidation.
  const loaded = useRef(false)
  useEffect(() => {
    if (!needed || loaded.current) return
    loaded.current = true
    load(CART_COUNT_PATH)
  }, [needed, load])
  if (!needed) return serverCount
  return fetcher.data?.count ?? null
}
