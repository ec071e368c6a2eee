import { hasHostileEncoding } from '@vitrina/domain/hostile-input'

/**
 * The storefront's edge checks, run by server.mjs before Remix sees a request (one place for every page,
 * resource route and data request). Pure functions over the method, URL and headers, so they are tested alone.
 */

export { hasHostileEncoding }

export type GuardVerdict =
  | { ok: true }
  | { ok: false; status: 400 | 403 | 415; reason: 'bad-encoding' | 'cross-origin' | 'json-only' }

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Resource routes that read a JSON body: they accept nothing else, so a cross-site `text/plain` form (a
 * "simple" request no preflight guards) can never reach them.
 */
const JSON_ENDPOINTS = [/^\/cart\/delivery\/api\/[^/]+\/?$/]

/**
 * Same-origin check for a mutating request: the browser's Origin header (sent with every cross-site POST)
 * must be the shop's own origin. Without Origin, Sec-Fetch-Site or the Referer decide; a request with none of
 * them did not come from a browser page, so there is no victim's cookie to abuse.
 */
export function isCrossOrigin(method: string, expectedOrigin: string, headers: Headers): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false
  const origin = headers.get('origin')
  if (origin) return origin !== expectedOrigin
  const site = headers.get('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const referer = headers.get('referer')
  if (referer) {
    try {
      return new URL(referer).origin !== expectedOrigin
    } catch {
      return true
    }
  }
  return false
}

function isJsonType(contentType: string | null): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
}

/** Every edge check in order; the first failure wins. `url` is the request's absolute URL as served. */
export function guardRequest(method: string, url: string, headers: Headers): GuardVerdict {
  const parsed = new URL(url)
  const raw = url.slice(parsed.origin.length)
  if (hasHostileEncoding(raw)) return { ok: false, status: 400, reason: 'bad-encoding' }
  if (isCrossOrigin(method, parsed.origin, headers)) return { ok: false, status: 403, reason: 'cross-origin' }
  const mutating = !SAFE_METHODS.has(method.toUpperCase())
  if (mutating && JSON_ENDPOINTS.some((pattern) => pattern.test(parsed.pathname))) {
    if (!isJsonType(headers.get('content-type'))) return { ok: false, status: 415, reason: 'json-only' }
  }
  return { ok: true }
}
