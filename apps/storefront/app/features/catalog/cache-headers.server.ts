import type { HeadersFunction } from '@remix-run/node'
import { parseLocale } from '@vitrina/domain/locale'
import { storefrontContext } from '../../lib/context.server.ts'
import { cookiesFor } from '../../lib/cookies.server.ts'
import { hasFavouritesCookie } from '../customer-lists/product-lists.server.ts'

/**
 * Who may keep a copy of a page. A page an anonymous visitor sees is the same for everyone with the same
 * cookies (region, locale and guest cart live in cookies), so a shared cache may keep it for a minute and
 * serve it stale for five more while it refreshes; `Vary: Cookie` keeps one copy per cookie set. A page for
 * a signed-in customer (a `token` cookie) may show personal prices or the customer's name: nobody stores it.
 * The shipped page cache (`tooling/deploy/nginx/`) keys a page by scheme, host, path, query and the `locale` and
 * `region` cookies only, so a shared page carries nothing else of the shopper's (the header's cart count is
 * fetched after hydration), and `sharePageOnlyIfKeyed` makes private the pages that depend on anything else.
 *
 * Use both halves together:
 *   loader:  `return data(payload, { headers: pageCacheHeaders(request) })`
 *   module:  `export const headers = forwardCacheHeaders`
 */
// stale-if-error: while the storefront or the API is down, a shared cache keeps serving the last good page for a day.
export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400'
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store'

/** Whether the request carries a non-empty auth token cookie (a rejected token still makes it personal). */
export function hasTokenCookie(request: Request): boolean {
  const name = cookiesFor(request).token.name
  const header = request.headers.get('cookie') ?? ''
  return header.split(';').some((pair) => {
    const at = pair.indexOf('=')
    return at > 0 && pair.slice(0, at).trim() === name && pair.slice(at + 1).trim() !== ''
  })
}

/**
 * The cache headers of a page for this request (put them on the loader's answer). A guest's favourites cookie
 * makes the page personal too: its hearts are pressed for this guest only.
 */
export function pageCacheHeaders(request: Request): Record<string, string> {
  const personal = hasTokenCookie(request) || hasFavouritesCookie(request)
  return {
    'Cache-Control': personal ? PRIVATE_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL,
    Vary: 'Cookie',
  }
}

/**
 * The route's `headers` export: passes the loader's cache headers on to the document and data responses.
 * An error answer carries none (a 404 or 500 is not cached), and an answer that sets a cookie anywhere in
 * the route chain is never shared, since a cache would hand that cookie to every visitor.
 */
export const forwardCacheHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control')
  if (errorHeaders || !cacheControl) return new Headers()
  const setsCookie = loaderHeaders.has('Set-Cookie') || parentHeaders.has('Set-Cookie')
  return {
    'Cache-Control': setsCookie ? PRIVATE_PAGE_CACHE_CONTROL : cacheControl,
    Vary: loaderHeaders.get('Vary') ?? 'Cookie',
  }
}

/**
 * Whether this request's page is the same for every request with the same page-cache key (tenant host, URL,
 * `locale` and `region` cookies). It is not when the region was guessed from the shopper's IP (no region
 * cookie) or the language from the browser's Accept-Language (no locale cookie, and a company language we do
 * not translate): those pages may still be rendered, but nobody may share them.
 */
export async function isKeyedByCookies(request: Request): Promise<boolean> {
  const context = await storefrontContext(request).catch(() => null)
  if (!context) return false
  if (context.regionSource === 'geoip') return false
  const localeCookie = readRawCookie(request, context.cookies.locale.name)
  return localeCookie !== undefined || parseLocale(context.company.language) !== undefined
}

/**
 * Downgrades a public answer (document or `.data`) to private when `isKeyedByCookies` says a shared cache would
 * hand it to the wrong shopper. Called from entry.server for every page, so routes need not know the key.
 */
export async function sharePageOnlyIfKeyed(request: Request, headers: Headers): Promise<void> {
  const cacheControl = headers.get('Cache-Control')
  if (!cacheControl || !/\bpublic\b/.test(cacheControl)) return
  if (!(await isKeyedByCookies(request))) headers.set('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL)
}

function readRawCookie(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return undefined
}
