import { parsePromoCodes } from '@vitrina/domain/promo'

/**
 * Local storage, or null where it is unavailable (private modes, storage disabled, where reading the property
 * itself throws): the tab sync and the codes' mirror are then skipped. Kept here, with the rules both read, so
 * the lazily loaded sync adds no chunk of its own to the frame's preload list (first-load budget).
 */
export function localStore(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * Codes local storage keeps (spec §9, the shop's own store) that the cookie lost, e.g. when the 30-day
 * cookie expired or was cleared: the page asks the server to apply them again.
 */
export function codesToRestore(stored: string | null, applied: readonly string[]): string[] {
  return parsePromoCodes(stored).filter((code) => !applied.includes(code))
}

/**
 * What another tab must see change: the lines with their counts, the promo codes and the bonus choice. A
 * tab writes the sync-cart key only when this changed (so two tabs never ping-pong revalidations).
 */
export function cartSignature(cart: {
  lines: readonly { key: string; count: number }[]
  promoCodes: readonly string[]
  useBonuses: boolean
}): string {
  const lines = cart.lines.map((line) => `${line.key}=${line.count}`).join(',')
  return `${lines}|${cart.promoCodes.join(';')}|${cart.useBonuses ? 1 : 0}`
}

/**
 * What a tab knows of its cart: the company's cart (`scope`), the item count every page's header shows and, on
 * the cart page, the page's `cartSignature` (null elsewhere).
 */
export type CartSyncState = { scope: string; count: number; cart: string | null }

/**
 * Whether the tab's cart moved between two renders. A page without the cart's signature compares counts only,
 * so walking from a product page to the cart page (the signature appears) is not a change.
 */
export function isCartChange(before: CartSyncState, after: CartSyncState): boolean {
  if (before.scope !== after.scope) return false
  if (before.count !== after.count) return true
  return before.cart !== null && after.cart !== null && before.cart !== after.cart
}

/** The note a tab writes under the sync-cart key: the cart as it now is (its storage event tells the others). */
export function cartSyncNote(state: CartSyncState): string {
  return JSON.stringify(state)
}

function readNote(stored: string | null): CartSyncState | null {
  if (!stored) return null
  try {
    const note: unknown = JSON.parse(stored)
    if (typeof note !== 'object' || note === null) return null
    const { scope, count, cart } = note as Record<string, unknown>
    if (typeof scope !== 'string' || typeof count !== 'number') return null
    return { scope, count, cart: typeof cart === 'string' ? cart : null }
  } catch {
    // Another writer's value (a bare timestamp of an older build): not a note, so it announces nothing.
    return null
  }
}

/**
 * Whether the stored note already tells the other tabs this cart: then a tab that only caught up with another
 * tab's change does not write again (no echo), while a change of its own always differs from the note and is
 * written. Decided by values, not by guessing which revalidation brought the change.
 */
export function isAnnounced(stored: string | null, state: CartSyncState): boolean {
  const note = readNote(stored)
  if (!note || note.scope !== state.scope || note.count !== state.count) return false
  return state.cart === null || note.cart === state.cart
}

/**
 * Whether the stored note tells of another cart than the one this tab shows: a change another tab wrote
 * after this page's data was loaded and before its sync was listening (the sync starts after hydration), so
 * the tab revalidates once as it starts.
 */
export function isBehindNote(stored: string | null, state: CartSyncState): boolean {
  const note = readNote(stored)
  return note !== null && isCartChange(state, note)
}

/** Whether a sync-cart value concerns this company's cart (an unreadable value might, so it counts). */
export function concernsScope(stored: string | null, scope: string): boolean {
  const note = readNote(stored)
  return note === null || note.scope === scope
}

export type RevalidationQueue = {
  /** Another tab changed the cart. */
  request(): void
  /** The router is loading (a revalidation, navigation or submission in flight) or idle again. */
  report(busy: boolean): void
}

/**
 * Orders the revalidations another tab's change asks for: one requested while the router is loading waits until
 * it is idle and then runs (the loads in flight may have read the cart before the other tab's change), and all
 * requests made during one load share a single revalidation after it. A request while idle runs at once.
 */
export function createRevalidationQueue(revalidate: () => void): RevalidationQueue {
  let busy = false
  let waiting = false
  return {
    request() {
      if (busy) waiting = true
      else revalidate()
    },
    report(isBusy) {
      busy = isBusy
      if (busy || !waiting) return
      waiting = false
      revalidate()
    },
  }
}

/**
 * The cart page's own count and signature, read from the matched routes' data (the cart page's loader gives
 * `count` and `cartSignature`); null on every other page.
 */
export function pageCartState(matches: readonly { data: unknown }[]): { count: number; cart: string } | null {
  for (const match of matches) {
    const data = match.data
    if (typeof data !== 'object' || data === null) continue
    const { count, cartSignature } = data as Record<string, unknown>
    if (typeof count === 'number' && typeof cartSignature === 'string') return { count, cart: cartSignature }
  }
  return null
}
