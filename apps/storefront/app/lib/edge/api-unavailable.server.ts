import { ApiError } from '@vitrina/api-client'

/**
 * Whether an error means the API cannot be reached right now (down, restarting, still migrating, overloaded):
 * a refused or reset connection, a timeout, or a gateway-style answer (502/503/504). The shopper then gets the
 * "we'll be right back" page with 503 and Retry-After, not a 500 (see entry.server.tsx).
 */
export function isApiUnavailable(error: unknown): boolean {
  return apiUnavailableReason(error) !== null
}

/**
 * Why the API counts as unreachable (`HTTP 503`, `TimeoutError`, `ECONNRESET`, `fetch failed`…), or null when
 * the error is something else: logged with the request, so a warning says which failure it was.
 */
export function apiUnavailableReason(error: unknown): string | null {
  if (error instanceof ApiError)
    return error.status === 502 || error.status === 503 || error.status === 504
      ? `HTTP ${error.status}`
      : null
  let reason: string | null = null
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    if (current.name === 'TimeoutError' || current.name === 'AbortError') return current.name
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|UND_ERR_\w+)$/.test(code))
      return code
    // "fetch failed" wraps the real cause: keep looking for its code, answer the wrapper when there is none.
    if (current instanceof TypeError && current.message === 'fetch failed') reason = 'fetch failed'
    current = current.cause
  }
  return reason
}

/** Seconds a shopper (or a crawler) should wait before trying again. */
export const RETRY_AFTER_SECONDS = 30
