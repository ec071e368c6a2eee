import { hasHostileEncoding } from '@vitrina/domain/hostile-input'
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from './context.ts'
import { ApiProblem, badRequest } from './errors.ts'

/**
 * Refuses, before any route runs, an address no route can take: a NUL or control character, a malformed
 * escape or invalid UTF-8 in the path or the query (PostgreSQL text cannot even hold a NUL; before this, such
 * a search was a 500).
 */
export function rejectHostileAddress(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url
    const start = url.indexOf('/', url.indexOf('//') + 2)
    if (hasHostileEncoding(start === -1 ? '/' : url.slice(start)))
      throw badRequest('The address contains characters that are not allowed.', 'bad_encoding')
    await next()
  }
}

/**
 * Body sizes per route: every JSON body of this API is small (an order with its items is a few kilobytes), so
 * 64 KiB is generous; a larger body is refused with 413 while it streams in, never parsed. A route that needs
 * more (an upload) gets its own entry here.
 */
const BODY_LIMITS: readonly { path: RegExp; maxBytes: number }[] = [
  // Multipart uploads (photos, documents): the uploads route refuses past its own per-kind limit with
  // `file_too_large`; this bound only keeps a runaway body from streaming in forever.
  { path: /^\/api\/uploads\/$/, maxBytes: 32 * 1024 * 1024 },
  { path: /^\//, maxBytes: 64 * 1024 },
]

export function limitBodies(): MiddlewareHandler<AppEnv> {
  const limiters = BODY_LIMITS.map(({ path, maxBytes }) => ({
    path,
    maxBytes,
    limit: bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw new ApiProblem(413, {
          detail: `The request body is larger than ${maxBytes} bytes.`,
          code: 'too_large',
        })
      },
    }),
  }))
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const limiter = limiters.find(({ path }) => path.test(c.req.path))
    return limiter ? limiter.limit(c, next) : next()
  }
}

/** SQLSTATE class 22 ("data exception"): a value the database cannot take (out of range, bad encoding...). */
export function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
