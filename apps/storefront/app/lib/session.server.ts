import { redirect } from '@remix-run/node'
import { type Customer, createApiClient } from '@vitrina/api-client'
import { mergeGuestCart } from '@vitrina/domain/cart'
import { safeReturnUrl } from '@vitrina/domain/safe-href'
import { readCartLines, saveCartLines } from '../features/cart/cart.server.ts'
import { mergeGuestListsOnSignIn } from '../features/customer-lists/product-lists.server.ts'
import { linkDeviceOnSignIn, unlinkDevice } from '../features/push/device-registration.server.ts'
import type { StorefrontContext } from './context.server.ts'

/**
 * The shopper's session (spec §4, §9): the API token lives in the HttpOnly `token` cookie for a year, so page
 * scripts never see it. Signing in sets it and merges the guest cart into the server cart; signing out
 * revokes it and re-saves the server cart as the guest cart.
 */

const customers = new WeakMap<StorefrontContext, Promise<Customer | null>>()

/**
 * The signed-in customer, asked once per request whoever asks first (root, the /my gate, /login). Null for
 * a guest, a token the API refused (then `context.session.tokenRejected` is set) or an API that cannot
 * answer right now.
 */
export function currentCustomer(context: StorefrontContext): Promise<Customer | null> {
  if (!context.token) return Promise.resolve(null)
  let customer = customers.get(context)
  if (!customer) {
    customer = context.api.auth.getMe().catch(() => null)
    customers.set(context, customer)
  }
  return customer
}

/** The Set-Cookie that removes the token. */
export function clearedTokenCookie(context: StorefrontContext): Promise<string> {
  return context.cookies.token.serialize('', { maxAge: 0 })
}

/**
 * The Set-Cookie that drops a token the API refused (spec §7: a 401 logs the user out), or null. It checks
 * the token itself (see {@link currentCustomer}), because a loader's headers are fixed when it returns, and
 * the other loaders of the request may not have called the API yet.
 */
export async function rejectedTokenCookie(context: StorefrontContext): Promise<string | null> {
  if (!context.token) return null
  await currentCustomer(context)
  return context.session.tokenRejected ? clearedTokenCookie(context) : null
}

/**
 * Signs the shopper in with a token the API gave: the headers to send (the token cookie, and the cleared
 * guest cart once it is merged).
 */
export async function signIn(context: StorefrontContext, request: Request, key: string): Promise<Headers> {
  const headers = new Headers()
  headers.append('Set-Cookie', await context.cookies.token.serialize(key))
  const guestCart = await mergeGuestCartOnSignIn(context, request, key)
  if (guestCart) headers.append('Set-Cookie', guestCart)
  // Issue 14: the guest's favourites and last viewed join the account (idempotent merges).
  for (const cleared of await mergeGuestListsOnSignIn(context, request, key))
    headers.append('Set-Cookie', cleared)
  // Spec §4: a signed-in shopper's push device is linked to them.
  await linkDeviceOnSignIn(
    { ...context, api: createApiClient({ ...context.api.options, token: key, onUnauthorized: undefined }) },
    request,
  )
  return headers
}

/**
 * Spec §4 "on login the server cart is merged with guest items and saved". When the merge fails the guest
 * cookie is kept (spec §8: the failure is logged, no message), so the items are not lost.
 */
async function mergeGuestCartOnSignIn(context: StorefrontContext, request: Request, key: string) {
  const guest = await readCartLines({ ...context, token: undefined }, request)
  if (guest.length === 0) return null
  const api = createApiClient({ ...context.api.options, token: key, onUnauthorized: undefined })
  const signedIn = { ...context, token: key, api }
  try {
    const server = await readCartLines(signedIn, request)
    await saveCartLines(signedIn, mergeGuestCart(server, guest))
    return context.cookies.guestCart.serialize('', { maxAge: 0 })
  } catch (error) {
    console.error('sign-in: merging the guest cart failed, the guest cart is kept', error)
    return null
  }
}

/**
 * Signs out (spec §4): the server cart is re-saved as the guest cart, the API revokes the token, and the
 * cookie goes. Neither API call may keep the shopper signed in: a failure is logged and the cookie still goes.
 */
export async function signOut(context: StorefrontContext, request: Request): Promise<Headers> {
  const headers = new Headers()
  if (context.token) {
    // Spec §4: the device is linked to a signed-in customer only; unlinked before the token is revoked.
    await unlinkDevice(context, request)
    const lines = await readCartLines(context, request).catch((error: unknown) => {
      console.error('sign-out: reading the server cart failed, the guest cart stays as it was', error)
      return null
    })
    await context.api.auth.logout().catch((error: unknown) => {
      console.error('sign-out: the API did not revoke the token', error)
    })
    const guestCart = lines && (await saveCartLines({ ...context, token: undefined }, lines))
    if (guestCart) headers.append('Set-Cookie', guestCart)
  }
  headers.append('Set-Cookie', await clearedTokenCookie(context))
  return headers
}

const LINK_PARAMS = ['auth_customer_id', 'auth_code'] as const

/**
 * Spec §2: `auth_customer_id` and `auth_code` sign the shopper in on any page, then leave the URL. Null when
 * the request has no such pair; otherwise the redirect to the same URL without them, signed in when the API
 * accepted the link (a refused or broken link just drops the parameters).
 */
export async function signInByLink(context: StorefrontContext, request: Request): Promise<Response | null> {
  const url = new URL(request.url)
  const [id, code] = LINK_PARAMS.map((name) => url.searchParams.get(name))
  if (id == null || code == null) return null
  for (const name of LINK_PARAMS) url.searchParams.delete(name)
  let headers = new Headers({ 'Cache-Control': 'no-store' })
  if (/^\d{1,15}$/.test(id) && code !== '') {
    try {
      const { key } = await context.api.services.verifyAuthLink({ id: Number(id), code })
      headers = await signIn(context, request, key)
      headers.set('Cache-Control', 'no-store')
    } catch (error) {
      console.warn('sign-in: the sign-in link was refused', error instanceof Error ? error.message : error)
    }
  }
  // A path like '//evil.example/' must not become a protocol-relative redirect.
  return redirect(safeReturnUrl(`${url.pathname}${url.search}`, '/'), { headers })
}
