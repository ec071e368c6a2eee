/** A failed API call: HTTP status, the DRF `detail` (or a summary of field errors), and the field errors. */
export class ApiError extends Error {
  readonly status: number
  readonly detail: string
  readonly code: string | undefined
  readonly fieldErrors: Record<string, string[]>
  readonly body: unknown

  constructor(status: number, body: unknown) {
    const { detail, code, fieldErrors } = readErrorBody(status, body)
    super(`${status}: ${detail}`)
    this.name = 'ApiError'
    this.status = status
    this.detail = detail
    this.code = code
    this.fieldErrors = fieldErrors
    this.body = body
  }
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
