import { hasHostileText, PROTOTYPE_KEYS } from '@vitrina/domain/hostile-input'
import type { Context } from 'hono'
import * as v from 'valibot'
import { badRequest, type FieldErrors, fieldErrors, notFound } from './errors.ts'

/** Turns valibot issues into DRF field errors keyed by dot path (`non_field_errors` for the root). */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'non_field_errors'
    const list = errors[key] ?? []
    list.push(issue.message)
    errors[key] = list
  }
  return errors
}

export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (!result.success) throw fieldErrors(toFieldErrors(result.issues))
  return result.output
}

/** Reads a JSON body; a malformed or missing body is a 400, never a 500. */
export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const type = c.req.header('content-type') ?? ''
  if (type.split(';')[0]?.trim().toLowerCase() !== 'application/json')
    throw badRequest('Expected a JSON body (Content-Type: application/json).')
  let text: string
  try {
    // fatal: invalid UTF-8 is refused, not silently turned into U+FFFD.
    text = new TextDecoder('utf-8', { fatal: true }).decode(await c.req.arrayBuffer())
  } catch {
    throw badRequest('The body is not valid UTF-8.', 'bad_encoding')
  }
  return parseOrThrow(schema, parseJsonSafely(text))
}

/**
 * JSON.parse without the traps: keys that reach a prototype (`__proto__`, `constructor`, `prototype`) are
 * dropped, and a string with NUL, control characters or a lone surrogate refuses the whole body (PostgreSQL
 * cannot store them; before this they were 500s).
 */
export function parseJsonSafely(text: string): unknown {
  let hostile = false
  let body: unknown
  try {
    body = JSON.parse(text, (key, value: unknown) => {
      if (PROTOTYPE_KEYS.has(key)) return undefined
      if (typeof value === 'string' && hasHostileText(value)) hostile = true
      if (hasHostileText(key)) hostile = true
      return value
    })
  } catch {
    throw badRequest('JSON parse error.')
  }
  if (hostile) throw badRequest('The body contains characters that are not allowed.', 'bad_encoding')
  return body
}

export function readQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseOrThrow(schema, c.req.query())
}

/** A path id that must be a positive integer; anything else is a 404 like DRF's router. */
export function pathId(c: Context, name: string): number {
  const raw = c.req.param(name) ?? ''
  if (!/^\d{1,9}$/.test(raw)) throw notFound()
  return Number(raw)
}
