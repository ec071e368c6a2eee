import { type CookieOptions, createCookie as createRemixCookie } from '@remix-run/node'
import { GUEST_CART_MAX_AGE_SECONDS } from '@vitrina/domain/cart'
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from '@vitrina/domain/device-registration'
import { PROMO_CODES_STORAGE_KEY, parsePromoCodes, serializePromoCodes } from '@vitrina/domain/promo'
import { REGION_COOKIE_MAX_AGE_SECONDS } from '@vitrina/domain/regions'
import { cookieSecrets, env } from './env.server'

const DAY = 24 * 3600
const AUTH_TOKEN_MAX_AGE_SECONDS = 31_536_000

/**
 * The cookies of spec §9 with their lifetimes, made per request. Served over HTTPS (the request URL's scheme,
 * which server.mjs takes from the connection or a trusted proxy), they are `Secure` and carry the `__Host-`
 * prefix, so no other subdomain and no plain-http page can set or shadow them; over plain http (local
 * development) they keep their bare names. The token and the guest cart are HttpOnly, so page scripts never
 * read them. The token and the guest cart are also signed (HMAC-SHA256, `COOKIE_SECRET`): a value the server did
 * not write reads as no cookie at all (signed out, an empty guest cart), so a planted or edited cookie is
 * never sent on to the API. The others hold the shopper's own choices (region, language, promo codes,
 * the bonus switch), which a shopper may set to anything anyway.
 */
export function cookiesFor(request: Request, secrets: readonly string[] = cookieSecrets(env())) {
  const secure = new URL(request.url).protocol === 'https:'
  const options = { path: '/', sameSite: 'lax' as const, secure }
  const createCookie = (name: string, extra: CookieOptions) =>
    createRemixCookie(secure ? `__Host-${name}` : name, { ...options, ...extra })
  const signed = { httpOnly: true, secrets: [...secrets] }
  return {
    token: createCookie('token', { ...signed, maxAge: AUTH_TOKEN_MAX_AGE_SECONDS }),
    region: createCookie('region', { maxAge: REGION_COOKIE_MAX_AGE_SECONDS }),
    locale: createCookie('locale', { maxAge: 365 * DAY }),
    guestCart: createCookie('guest_cart', { ...signed, maxAge: GUEST_CART_MAX_AGE_SECONDS }),
    // Spec §9 keeps applied promo codes in local storage; the same ';'-joined value also lives in this cookie so
    // the server (and so the cart and checkout without JavaScript) knows them. Not HttpOnly: the page script
    // mirrors it into local storage and back.
    promoCodes: createCookie(PROMO_CODES_STORAGE_KEY, { maxAge: GUEST_CART_MAX_AGE_SECONDS }),
    // The cart's bonus switch ('1' = spend bonuses), read by checkout through features/cart `readCartOptions`.
    useBonuses: createCookie('use-bonuses', { maxAge: GUEST_CART_MAX_AGE_SECONDS }),
    // Spec §9: the push device (the API's record id and this browser's device id) and the push token last
    // registered (its SHA-256: enough to see a change, and the subscription's keys never sit in a cookie),
    // five years each. Signed and HttpOnly: only the server registers devices (features/push/README.md).
    pushDevice: createCookie('push_device', { ...signed, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS }),
    pushToken: createCookie('push_token', { ...signed, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS }),
  }
}
export type StorefrontCookies = ReturnType<typeof cookiesFor>

/** A cookie's value as a string, or undefined when missing or not a string. */
export async function readCookie(cookie: StorefrontCookies[keyof StorefrontCookies], request: Request) {
  const value: unknown = await cookie.parse(request.headers.get('cookie'))
  return typeof value === 'string' ? value : undefined
}

/** The promo codes the shopper applied (the `apply-promo-codes` cookie), normalised and de-duplicated. */
export async function readPromoCodes(request: Request): Promise<string[]> {
  return parsePromoCodes(await readCookie(cookiesFor(request).promoCodes, request))
}

/** The Set-Cookie header storing the applied promo codes; no codes delete the cookie. */
export function promoCodesCookie(cookies: StorefrontCookies, codes: readonly string[]): Promise<string> {
  const value = serializePromoCodes(codes)
  const cookie = cookies.promoCodes
  return value ? cookie.serialize(value) : cookie.serialize('', { maxAge: 0 })
}
