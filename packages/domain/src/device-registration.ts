/**
 * Registering the browser for push (spec §4). The storefront keeps the id of its device record and the push
 * token it last registered in cookies, and talks to the API only when something changed: a device is
 * created once, updated when the browser hands out a new token, and linked to the customer who signed in.
 */

/**
 * §4: the device cookie lives five years (5 × 365 days; leap days do not matter at this scale). Chrome caps
 * any cookie at 400 days, so the cookie must be set again on visits to last that long there.
 */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 5 * 365 * 24 * 3600

export interface DeviceRegistrationInput {
  /** The id of the device record from the cookie; null, undefined or blank when there is none. */
  storedDeviceId: string | number | null | undefined
  /** The push token registered last time. */
  storedToken: string | null | undefined
  /** The token the browser gives now; blank when it gave none (no permission, no push support). */
  token: string
  signedIn: boolean
  /** The signed-in customer, when known. */
  customerId?: string | number | null | undefined
  /** The customer the stored device was last linked to, if it was. */
  linkedCustomerId?: string | number | null | undefined
}

/**
 * What to send, one request kind per plan:
 * - `create`: POST a new device with `token`; then store its id and the token, and link it if `link`.
 * - `update`: PATCH device `id` with the new `token`; then store the token, and link it if `link`.
 * - `link`: the token is unchanged, only link device `id` to the signed-in customer.
 * - `none`: nothing to do.
 */
export type DeviceRegistrationPlan =
  | { action: 'none' }
  | { action: 'create'; token: string; link: boolean }
  | { action: 'update'; id: string; token: string; link: boolean }
  | { action: 'link'; id: string }

/**
 * §4: no stored device -> create it; a stored device -> update it, but only if the token differs from the
 * stored one; a signed-in customer has the device linked. Linking is skipped only when the device is known
 * to be linked to this very customer (both ids given and equal as strings): linking is idempotent, so when
 * in doubt it is repeated. Without a token nothing is created or updated, but a stored device is still linked.
 * Ids and tokens are trimmed; the id is returned as a string.
 */
export function planDeviceRegistration(input: DeviceRegistrationInput): DeviceRegistrationPlan {
  const id = normaliseId(input.storedDeviceId)
  const token = input.token.trim()
  const link = input.signedIn && !isLinkedTo(input.linkedCustomerId, input.customerId)
  if (id === null) return token === '' ? { action: 'none' } : { action: 'create', token, link }
  if (token !== '' && token !== (input.storedToken?.trim() ?? ''))
    return { action: 'update', id, token, link }
  return link ? { action: 'link', id } : { action: 'none' }
}

function isLinkedTo(
  linked: string | number | null | undefined,
  customer: string | number | null | undefined,
): boolean {
  const linkedId = normaliseId(linked)
  return linkedId !== null && linkedId === normaliseId(customer)
}

function normaliseId(id: string | number | null | undefined): string | null {
  if (typeof id === 'number') return Number.isFinite(id) ? String(id) : null
  const text = id?.trim() ?? ''
  return text === '' ? null : text
}
