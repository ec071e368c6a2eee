/**
 * Favourites and last viewed (spec §1): lists of product ids. A guest keeps them on the device in a cookie (the
 * server reads it, so pages without JavaScript show them too), a customer on the server; signing in merges the
 * device's list into the account's. Both sides use these rules so the lists behave the same wherever they live.
 */

/**
 * A guest's favourites in the cookie: at most this many (each id is up to 9 digits and a separator, so the
 * cookie stays far below the 4 kB a browser keeps). A customer's list on the server has its own, larger bound.
 */
export const GUEST_FAVOURITES_MAX = 100
export const CUSTOMER_FAVOURITES_MAX = 500
/** Last viewed keeps about the last twenty products, newest first (issue 14). */
export const LAST_VIEWED_MAX = 20

const ID = /^\d{1,9}$/

/** The ids of a cookie value (`12.34.56`): positive integers, duplicates dropped, first kept, at most `max`. */
export function parseProductIds(value: string | null | undefined, max: number): number[] {
  if (!value) return []
  const ids: number[] = []
  for (const part of value.split('.')) {
    if (!ID.test(part)) continue
    const id = Number(part)
    if (id > 0 && !ids.includes(id)) ids.push(id)
    if (ids.length >= max) break
  }
  return ids
}

/** The cookie value of a list of ids ('' for none). */
export function serializeProductIds(ids: readonly number[]): string {
  return ids.join('.')
}

/**
 * Adds or removes a favourite: an added product goes first (the newest favourite is on top); a list already at
 * `max` drops its oldest. Adding a present id or removing a missing one changes nothing.
 */
export function toggleFavourite(ids: readonly number[], id: number, on: boolean, max: number): number[] {
  const rest = ids.filter((other) => other !== id)
  if (!on) return rest
  return [id, ...rest].slice(0, max)
}

/** Records a view: the product moves to the front, no duplicates, at most `max` (the oldest fall off). */
export function recordView(ids: readonly number[], id: number, max = LAST_VIEWED_MAX): number[] {
  return [id, ...ids.filter((other) => other !== id)].slice(0, max)
}

/**
 * Merges a device's list into an account's on sign-in: the account's order first, then the device's ids it
 * lacked, bounded. Merging the same device list twice gives the same result (idempotent).
 */
export function mergeProductIds(
  account: readonly number[],
  device: readonly number[],
  max: number,
): number[] {
  return [...new Set([...account, ...device])].slice(0, max)
}
