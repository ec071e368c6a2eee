import * as v from 'valibot'
import type { AnswerOf, BodyOf, OperationSpec } from './contract/operation.ts'
import { ApiError, ContractError } from './errors.ts'

export type ApiClientOptions = {
  /** Base URL of the commerce API, e.g. http://localhost:4000 */
  baseUrl: string
  /** The tenant: sent as X-QA-Company on every call. */
  company: number
  /** Region id or slug: sent as X-QA-Region when set. */
  region?: string | number | null | undefined
  /** The customer's token: sent as `Authorization: Token <key>` when set. */
  token?: string | null | undefined
  /**
   * Called when an authorized call answers 401 (spec §7): the app logs the user out. The
   * call is then repeated once without auth.
   */
  onUnauthorized?: (() => void | Promise<void>) | undefined
  /** Extra headers, e.g. X-Forwarded-For with the shopper's IP when calling from a server. */
  headers?: Record<string, string> | undefined
  fetch?: typeof fetch | undefined
  /** Per-call timeout in milliseconds (default 10 s). */
  timeoutMs?: number | undefined
}

export type RequestSpec<S extends v.GenericSchema | null> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  path: string
  query?: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>
  body?: unknown
  headers?: Record<string, string>
  schema: S
}

function buildUrl(base: string, path: string, query: RequestSpec<null>['query']): string {
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`)
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(name, String(item))
    else url.searchParams.set(name, String(value))
  }
  return url.toString()
}

/** Performs one call with the tenant headers and the 401 rule, and validates the answer. */
export async function request<S extends v.GenericSchema | null>(
  options: ApiClientOptions,
  spec: RequestSpec<S>,
): Promise<S extends v.GenericSchema ? v.InferOutput<S> : null> {
  const doFetch = options.fetch ?? fetch
  const send = async (withAuth: boolean) => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-QA-Company': String(options.company),
      ...options.headers,
      ...spec.headers,
    }
    if (options.region !== undefined && options.region !== null && options.region !== '')
      headers['X-QA-Region'] = String(options.region)
    if (withAuth && options.token) headers.Authorization = `Token ${options.token}`
    if (spec.body !== undefined) headers['Content-Type'] = 'application/json'
    return doFetch(buildUrl(options.baseUrl, spec.path, spec.query), {
      method: spec.method ?? 'GET',
      headers,
      body: spec.body === undefined ? null : JSON.stringify(spec.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    })
  }
  let response = await send(true)
  if (response.status === 401 && options.token) {
    await options.onUnauthorized?.()
    response = await send(false)
  }
  const text = await response.text()
  let body: unknown = null
  if (text) {
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
  }
  if (!response.ok) throw new ApiError(response.status, body, response.headers.get('retry-after'))
  if (spec.schema === null) return null as S extends v.GenericSchema ? v.InferOutput<S> : null
  const parsed = v.safeParse(spec.schema, body)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    throw new ContractError(
      spec.path,
      `${issue ? (v.getDotPath(issue) ?? '(root)') : '?'}: ${issue?.message ?? 'invalid'}`,
    )
  }
  return parsed.output as S extends v.GenericSchema ? v.InferOutput<S> : null
}

/** Query values as the client passes them; see `request` for how each is encoded. */
export type QueryValues = RequestSpec<null>['query']

/** What a call of an operation sends besides the options: path values, query, body, extra headers. */
export type CallInput<O extends OperationSpec> = {
  params?: Record<string, string | number>
  query?: QueryValues
  headers?: Record<string, string>
} & (O['body'] extends v.GenericSchema ? { body: BodyOf<O> } : { body?: undefined })

/**
 * Calls a declared operation: its method, its path with `{placeholders}` filled in (URL-encoded) and
 * its answer schema come from the declaration, so the client cannot call a path the API lacks.
 */
export function call<O extends OperationSpec>(
  options: ApiClientOptions,
  operation: O,
  input: CallInput<O>,
): Promise<AnswerOf<O>> {
  const path = operation.path.slice(1).replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = input.params?.[name]
    if (value === undefined) throw new TypeError(`${operation.id}: the path value ${name} is missing.`)
    return encodeURIComponent(String(value))
  })
  return request(options, {
    method: operation.method,
    path,
    query: input.query,
    body: input.body,
    ...(input.headers ? { headers: input.headers } : {}),
    schema: operation.answer,
  }) as Promise<AnswerOf<O>>
}
