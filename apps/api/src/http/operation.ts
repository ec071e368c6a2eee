import type { AnswerInput, OperationSpec, ParsedInput } from '@vitrina/api-client/contract'
import { routerPath } from '@vitrina/api-client/contract'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { requireCustomer } from './auth.middleware.ts'
import type { AppEnv, Customer } from './context.ts'
import { fieldErrors, notFound } from './errors.ts'
import { requireStaff } from './staff.ts'
import { parseOrThrow, readJson } from './validate.ts'

/** What a handler receives: the declaration's validated input and, for `customer` operations, the caller. */
export type OperationInput<O extends OperationSpec> = ParsedInput<O> & {
  me: O['access'] extends 'customer' ? Customer : Customer | null
}
/** A handler answers the declared JSON (sent with the declared status), or a whole Response (HTML, redirects). */
export type OperationHandler<O extends OperationSpec> = (
  c: Context<AppEnv>,
  input: OperationInput<O>,
) => AnswerInput<O> | Response | Promise<AnswerInput<O> | Response>

/**
 * A router whose every route is an operation declared in `@vitrina/api-client/operations`: its path,
 * method and validators come from the declaration, so the router cannot serve what the document lacks.
 */
export class OperationRouter {
  readonly app = new Hono<AppEnv>({ strict: true })

  /**
   * Mounts `operation`. `before` runs ahead of the validators, for what must see the raw request first
   * (a body-size limit that refuses an oversized upload before it is read).
   */
  on<const O extends OperationSpec>(
    operation: O,
    handler: OperationHandler<O>,
    ...before: MiddlewareHandler<AppEnv>[]
  ): this {
    const path = routerPath(operation)
    // Registered on the same method and path ahead of the handler, so Hono runs them first in that order.
    for (const middleware of before) this.app.on(operation.method, path, middleware)
    this.app.on(operation.method, path, async (c) => {
      const me = operation.access === 'customer' ? requireCustomer(c) : c.var.customer
      if (operation.access === 'staff') requireStaff(c)
      const input = {
        params: readParams(c, operation),
        query: operation.query ? parseOrThrow(operation.query, queryValues(c, operation.query)) : undefined,
        headers: operation.headers ? parseOrThrow(operation.headers, c.req.header()) : undefined,
        body: operation.body ? await readBody(c, operation, operation.body) : undefined,
        me,
      } as OperationInput<O>
      const answer = await handler(c, input)
      if (answer instanceof Response) return answer
      if (operation.answer === null) return c.body(null, operation.status)
      if (c.var.deps.env.NODE_ENV === 'test') checkAnswer(operation, answer)
      return c.json(answer, operation.status as ContentfulStatusCode)
    })
    return this
  }
}

/** The body in the declared media type, validated by the declaration's schema. */
async function readBody(c: Context<AppEnv>, operation: OperationSpec, schema: v.GenericSchema) {
  if (operation.consumes !== 'multipart/form-data') return readJson(c, schema)
  const type = c.req.header('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    throw fieldErrors({ non_field_errors: ['Send the body as multipart/form-data.'] })
  // A body cut off mid-part (a dropped connection) cannot be parsed: the shopper's retry is the answer.
  const form = await c.req.parseBody().catch(() => {
    throw fieldErrors({ non_field_errors: ['The upload was interrupted: try again.'] })
  })
  return parseOrThrow(schema, form)
}

/** Path values: one that fails its schema is a 404 (like Django REST framework's router), never a 400. */
function readParams(c: Context<AppEnv>, operation: OperationSpec): unknown {
  if (!operation.params) return undefined
  const result = v.safeParse(operation.params, c.req.param())
  if (!result.success) throw notFound(result.issues[0]?.message ?? 'Not found.')
  return result.output
}

/** A query value is a string, or every repeated value when the declaration wants an array (`?size=M&size=L`). */
function queryValues(c: Context<AppEnv>, schema: NonNullable<OperationSpec['query']>) {
  const values: Record<string, string | string[]> = {}
  for (const [name, all] of Object.entries(c.req.queries())) {
    const entry = schema.entries[name]
    if (!entry) continue
    values[name] = wantsArray(entry) ? all : (all[0] ?? '')
  }
  return values
}

function wantsArray(schema: v.GenericSchema): boolean {
  let current: v.GenericSchema = schema
  // optional/nullable wrap the real type; a pipe's first item is its type.
  for (;;) {
    if (current.type === 'array') return true
    if ('wrapped' in current) current = current.wrapped as v.GenericSchema
    else if ('pipe' in current && Array.isArray(current.pipe)) current = current.pipe[0] as v.GenericSchema
    else return false
  }
}

/**
 * In tests every JSON answer is checked against its declared answer schema, so every API test is also a
 * contract test: an answer that drifts from the declaration fails loudly instead of reaching a client.
 */
function checkAnswer(operation: OperationSpec, answer: unknown) {
  if (!operation.answer) return
  const result = v.safeParse(operation.answer, answer)
  if (result.success) return
  const issue = result.issues[0]
  throw new Error(
    `${operation.method} ${operation.path} answered outside its contract: ${issue ? (v.getDotPath(issue) ?? '(root)') : '?'}: ${issue?.message}`,
  )
}
