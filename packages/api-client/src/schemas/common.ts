import * as v from 'valibot'

/** Money on the wire: a decimal string with two places, e.g. "1990.00" (never a float). */
export const Money = v.pipe(
  v.string(),
  v.regex(/^-?\d+\.\d{2}$/, 'Expected a decimal amount such as "1990.00".'),
)

/** The largest id a table's serial column holds (PostgreSQL int4). */
export const MAX_ID = 2_147_483_647

/**
 * An id in a request body: a positive integer a serial column can hold, so a larger one is a 400 with this
 * message, not a database error (issue 17: bounded integers in every schema).
 */
export const IdNumber = (message = 'Expected an id.') =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_ID, message))

/** Django REST framework's page: `{ count, next, previous, results }`. */
export function Paginated<T extends v.GenericSchema>(item: T) {
  return v.object({
    count: v.pipe(v.number(), v.integer()),
    next: v.nullable(v.string()),
    previous: v.nullable(v.string()),
    results: v.array(item),
  })
}
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] }

export const ScaledImage = v.object({ url: v.string(), width: v.number() })
export const Image = v.object({ url: v.string(), scaled: v.array(ScaledImage) })
export type Image = v.InferOutput<typeof Image>

/** Error answers: `{ detail }` or field errors `{ field: [messages] }`. */
export const ErrorBody = v.union([
  v.object({ detail: v.string(), code: v.optional(v.string()) }),
  v.record(v.string(), v.array(v.string())),
])
