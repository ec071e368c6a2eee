import { createCookie } from '@remix-run/node'
import { ApiError, createApiClient } from '@vitrina/api-client'
import type { ProductCard } from '@vitrina/api-client/schemas'
import {
  GUEST_FAVOURITES_MAX,
  LAST_VIEWED_MAX,
  parseProductIds,
  recordView,
  serializeProductIds,
  toggleFavourite,
} from '@vitrina/domain/product-lists'
import type { StorefrontContext } from '../../lib/context.server.ts'

const YEAR = 365 * 24 * 3600

/**
 * A guest's favourites and last viewed live in two HttpOnly cookies (ids joined by dots, bounded by the domain),
 * so the server renders the hearts and the no-JavaScript forms work; a year, like the other preferences of §9.
 * Over HTTPS they get the `__Host-` prefix, like the storefront's other cookies (lib/cookies.server.ts).
 */
export function listCookies(request: Request) {
  const secure = new URL(request.url).protocol === 'https:'
  const make = (name: string) =>
    createCookie(secure ? `__Host-${name}` : name, {
      path: '/',
      sameSite: 'lax',
      secure,
      httpOnly: true,
      maxAge: YEAR,
    })
  return { favourites: make('favourites'), lastViewed: make('last_viewed') }
}

async function readIds(cookie: ReturnType<typeof createCookie>, request: Request, max: number) {
  const value: unknown = await cookie.parse(request.headers.get('cookie'))
  return parseProductIds(typeof value === 'string' ? value : undefined, max)
}

const store = (cookie: ReturnType<typeof createCookie>, ids: readonly number[]) =>
  ids.length > 0 ? cookie.serialize(serializeProductIds(ids)) : cookie.serialize('', { maxAge: 0 })

/** Whether the request carries a guest's favourites: its pages show pressed hearts, so they are personal. */
export function hasFavouritesCookie(request: Request): boolean {
  const name = listCookies(request).favourites.name
  return (request.headers.get('cookie') ?? '')
    .split(';')
    .some((pair) => pair.trim().startsWith(`${name}=`) && pair.trim().length > name.length + 1)
}

/** The favourite ids of this shopper: the account's when signed in, else the device's. Never fails a page. */
export async function favouriteIds(context: StorefrontContext, request: Request): Promise<number[]> {
  if (context.token)
    return context.api.customerLists.listFavouriteIds().then(
      (answer) => answer.ids,
      () => [],
    )
  return readIds(listCookies(request).favourites, request, GUEST_FAVOURITES_MAX)
}

/**
 * Switches a favourite on or off: on the server for a customer (removing one that is already gone is fine),
 * in the cookie for a guest. Answers the ids after the change and the Set-Cookie to send, if any.
 */
export async function setFavourite(
  context: StorefrontContext,
  request: Request,
  productId: number,
  on: boolean,
): Promise<{ ids: number[]; setCookie: string | null }> {
  if (context.token) {
    const api = context.api.customerLists
    try {
      const answer = on ? await api.addFavourite(productId) : await api.removeFavourite(productId)
      return { ids: answer.ids, setCookie: null }
    } catch (error) {
      if (!on && error instanceof ApiError && error.status === 404)
        return { ids: (await api.listFavouriteIds()).ids, setCookie: null }
      throw error
    }
  }
  const cookie = listCookies(request).favourites
  const ids = toggleFavourite(
    await readIds(cookie, request, GUEST_FAVOURITES_MAX),
    productId,
    on,
    GUEST_FAVOURITES_MAX,
  )
  return { ids, setCookie: await store(cookie, ids) }
}

/** The guest's favourites as product cards with today's prices, in the guest's order. */
export async function guestFavouriteCards(
  context: StorefrontContext,
  request: Request,
): Promise<ProductCard[]> {
  const ids = await readIds(listCookies(request).favourites, request, GUEST_FAVOURITES_MAX)
  if (ids.length === 0) return []
  const page = await context.api.catalog.listProducts({ ids, page_size: ids.length })
  const byId = new Map(page.results.map((card) => [card.id, card]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Records a guest's product view in the cookie: answers the Set-Cookie. */
export async function recordGuestView(request: Request, productId: number): Promise<string> {
  const cookie = listCookies(request).lastViewed
  return store(cookie, recordView(await readIds(cookie, request, LAST_VIEWED_MAX), productId))
}

/**
 * Issue 14 "on sign-in the guest's favourites merge into the account" (and the views too). Called once from the
 * sign-in success path; the API's merges are idempotent, so a repeated sign-in (or a retry) adds nothing twice.
 * Each cookie is cleared only after its merge succeeded, so a failure loses nothing (it is tried next time).
 */
export async function mergeGuestListsOnSignIn(
  context: StorefrontContext,
  request: Request,
  key: string,
): Promise<string[]> {
  const cookies = listCookies(request)
  const [favourites, views] = await Promise.all([
    readIds(cookies.favourites, request, GUEST_FAVOURITES_MAX),
    readIds(cookies.lastViewed, request, LAST_VIEWED_MAX),
  ])
  const api = createApiClient({ ...context.api.options, token: key, onUnauthorized: undefined }).customerLists
  const cleared: string[] = []
  const merge = async (
    ids: number[],
    send: (ids: number[]) => Promise<unknown>,
    cookie: typeof cookies.favourites,
  ) => {
    if (ids.length === 0) return
    try {
      await send(ids)
      cleared.push(await cookie.serialize('', { maxAge: 0 }))
    } catch (error) {
      console.error('sign-in: merging the guest’s list failed, the device keeps it', error)
    }
  }
  await Promise.all([
    merge(favourites, (ids) => api.mergeFavourites(ids), cookies.favourites),
    merge(views, (ids) => api.mergeLastViewed(ids), cookies.lastViewed),
  ])
  return cleared
}

/** The /last-viewed/ action: records the posted product for the shopper (cookie for a guest). Answers 204. */
export async function recordViewAction(request: Request): Promise<Response> {
  const product = String((await request.formData().catch(() => new FormData())).get('product') ?? '')
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  if (!/^\d{1,9}$/.test(product) || Number(product) < 1) return new Response(null, { status: 400, headers })
  const { storefrontContext } = await import('../../lib/context.server.ts')
  const context = await storefrontContext(request)
  await recordProductView(context, request, Number(product)).then(
    (cookie) => cookie && headers.append('Set-Cookie', cookie),
    (error: unknown) => console.error('last viewed: recording failed', error),
  )
  return new Response(null, { status: 204, headers })
}

/** Records a view for whoever is shopping: the account (API) or the device (the Set-Cookie answered). */
export async function recordProductView(
  context: StorefrontContext,
  request: Request,
  productId: number,
): Promise<string | null> {
  if (!context.token) return recordGuestView(request, productId)
  await context.api.customerLists.recordLastViewed(productId)
  return null
}
