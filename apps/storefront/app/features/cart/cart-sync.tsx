import { useMatches, useNavigation, useRevalidator } from '@remix-run/react'
import { SYNC_CART_STORAGE_KEY } from '@vitrina/domain/cart'
import { useEffect, useRef, useState } from 'react'
import { useRootData } from '../../lib/root-data.ts'
import {
  type CartSyncState,
  cartSyncNote,
  concernsScope,
  createRevalidationQueue,
  isAnnounced,
  isBehindNote,
  isCartChange,
  localStore,
  pageCartState,
} from './cart-sync-rules.ts'

/**
 * Keeps open tabs in step (spec §4). The frame mounts one per tab (after hydration). When this tab's cart
 * changes it writes the cart as it now is under `sync-cart`; a `storage` event for that key from another tab
 * revalidates this one (after any load in flight, see createRevalidationQueue), so its page and header count
 * update. A tab that merely caught up finds its cart already in the note and does not write (no echo).
 * On the cart page the page's own signature (lines, codes, bonus choice) is compared, elsewhere the count.
 */
export function CartSync({ count }: { count: number }) {
  // The company's cart: another company's note (same origin, other host) is none of this tab's business.
  const scope = String(useRootData()?.company.id ?? '')
  const revalidator = useRevalidator()
  const navigation = useNavigation()
  const page = pageCartState(useMatches())
  const shown = page?.count ?? count
  const state: CartSyncState = { scope, count: shown, cart: page?.cart ?? null }
  const [queue] = useState(() => createRevalidationQueue(revalidator.revalidate))
  const busy = revalidator.state !== 'idle' || navigation.state !== 'idle'
  useEffect(() => queue.report(busy), [queue, busy])
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SYNC_CART_STORAGE_KEY || !concernsScope(event.newValue, scope)) return
      queue.request()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [queue, scope])
  // A change written before this listened (the page was loaded, then another tab changed the cart while this
  // one hydrated) arrives as no event: the note tells it, once, as the sync starts.
  const started = useRef(state)
  useEffect(() => {
    if (isBehindNote(localStore()?.getItem(SYNC_CART_STORAGE_KEY) ?? null, started.current)) queue.request()
  }, [queue])
  const previous = useRef(state)
  const current = state.cart
  useEffect(() => {
    const next: CartSyncState = { scope, count: shown, cart: current }
    const changed = isCartChange(previous.current, next)
    previous.current = next
    const store = localStore()
    if (changed && store && !isAnnounced(store.getItem(SYNC_CART_STORAGE_KEY), next)) {
      store.setItem(SYNC_CART_STORAGE_KEY, cartSyncNote(next))
    }
  }, [scope, shown, current])
  return null
}
