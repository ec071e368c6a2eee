import type { HeadersFunction } from '@remix-run/node'
import { cookiesFor } from '../../lib/cookies.server.ts'

/**
 * Who may keep a copy of a page. A page an anonymous visitor sees is the same for everyone with the same
 * cookies (region, locale and guest cart live in cookies), so a shared cache may keep it for a minute and
 * serve it stale for five more while it refreshes; `Vary: Cookie` keeps one copy per cookie set. A page for
 * a signed-in customer (a `token` cookie) may show personal prices or the customer's name: nobody stores it.
 *
 * Use both halves together:
 *   loader:  `return data(payload, { headers: pageCacheHeaders(request) })`
 *   module:  `export const headers = forwardCacheHeaders`
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
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

/** The cache headers of a page for this request (put them on the loader's answer). */
export function pageCacheHeaders(request: Request): Record<string, string> {
  return {
    'Cache-Control': hasTokenCookie(request) ? PRIVATE_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL,
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
