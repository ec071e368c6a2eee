import type { ContentfulStatusCode } from 'hono/utils/http-status'

export type FieldErrors = Record<string, string[]>
export type DetailBody = { detail: string; code?: string; [extra: string]: unknown }

/**
 * An error answer in Django REST framework's shape: `{ "detail": "..." }` or field errors
 * `{ "field": ["message"] }`. Services throw it; the error handler renders it.
 */
export class ApiProblem extends Error {
  readonly status: ContentfulStatusCode
  readonly body: DetailBody | FieldErrors
  readonly headers: Record<string, string>

  constructor(
    status: ContentfulStatusCode,
    body: DetailBody | FieldErrors,
    headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : 'Invalid input.')
    this.status = status
    this.body = body
    this.headers = headers
  }
}

export const badRequest = (detail: string, code?: string) =>
  new ApiProblem(400, code ? { detail, code } : { detail })
export const fieldErrors = (errors: FieldErrors) => new ApiProblem(400, errors)
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new ApiProblem(401, { detail })
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new ApiProblem(403, { detail })
export const notFound = (detail = 'Not found.') => new ApiProblem(404, { detail })
export const conflict = (detail: string, code?: string) =>
  new ApiProblem(409, code ? { detail, code } : { detail })
export const unprocessable = (detail: string, code?: string) =>
  new ApiProblem(422, code ? { detail, code } : { detail })
/** 429 with Retry-After; `code` tells a too-early resend (`resend_too_early`) from a spent quota. */
export const tooManyRequests = (detail: string, retryAfterSeconds: number, code = 'throttled') =>
  new ApiProblem(429, { detail, code }, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) })
