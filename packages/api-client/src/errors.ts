/** A failed API call: HTTP status, the DRF `detail` (or a summary of field errors), and the field errors. */
export class ApiError extends Error {
  readonly status: number
  readonly detail: string
  readonly code: string | undefined
  readonly fieldErrors: Record<string, string[]>
  readonly body: unknown
  /** The answer's Retry-After in whole seconds (e.g. a 429's wait), or null when it sent none. */
  readonly retryAfterSeconds: number | null

  constructor(status: number, body: unknown, retryAfter: string | null = null, now = Date.now()) {
    const { detail, code, fieldErrors } = readErrorBody(status, body)
    super(`${status}: ${detail}`)
    this.name = 'ApiError'
    this.status = status
    this.detail = detail
    this.code = code
    this.fieldErrors = fieldErrors
    this.body = body
    this.retryAfterSeconds = parseRetryAfter(retryAfter, now)
  }
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3); anything else is ignored. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  const text = value?.trim()
  if (!text) return null
  if (/^\d+$/.test(text)) return Number(text)
  const at = Date.parse(text)
  if (Number.isNaN(at) || !/[a-z]/i.test(text)) return null
  return Math.max(0, Math.ceil((at - now) / 1000))
}

/** The answer did not match the contract: a programming or deployment error, never user input. */
export class ContractError extends Error {
  readonly path: string
  constructor(path: string, message: string) {
    super(`Answer of ${path} does not match the contract: ${message}`)
    this.name = 'ContractError'
    this.path = path
  }
}

function readErrorBody(
  status: number,
  body: unknown,
): { detail: string; code: string | undefined; fieldErrors: Record<string, string[]> } {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>
    if (typeof record.detail === 'string') {
      return {
        detail: record.detail,
        code: typeof record.code === 'string' ? record.code : undefined,
        fieldErrors: {},
      }
    }
    const fieldErrors: Record<string, string[]> = {}
    for (const [field, messages] of Object.entries(record)) {
      if (Array.isArray(messages))
        fieldErrors[field] = messages.filter((m): m is string => typeof m === 'string')
    }
    const first = Object.values(fieldErrors)[0]?.[0]
    if (first) return { detail: first, code: 'invalid', fieldErrors }
  }
  return { detail: `Request failed with status ${status}.`, code: undefined, fieldErrors: {} }
}
