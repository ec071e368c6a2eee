/**
 * A form-level rule of the domain (the same function the API's service runs) as a step of a conform schema:
 * the rule reads the whole form (the INN's check needs only the INN, but an account is checked against the
 * BIC) and names a code per field; each lands on its field. A field the shape already refused (empty, too
 * long; or a whole group of them, such as a variant with no choice) is not named twice. Runs even when the shape
 * refused other fields, so every problem shows at once.
 *
 * A field of a nested form is named by its dotted input name (`applicant.email`, as conform names it): the
 * issue gets the nested path, so conform files the code under that same name.
 */
import * as v from 'valibot'

export type FieldRule = (
  typed: Readonly<Record<string, unknown>>,
) => Readonly<Record<string, string | undefined>>

const nameOf = (path: readonly { key: unknown }[] | undefined) =>
  (path ?? []).map((item) => String(item.key)).join('.')

export function fieldRules<T>(rule: FieldRule) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const value: unknown = dataset.value
    const typed: Record<string, unknown> = typeof value === 'object' && value !== null ? { ...value } : {}
    const refused = new Set(dataset.issues?.map((issue) => nameOf(issue.path)))
    for (const [field, code] of Object.entries(rule(typed))) {
      if (!code || isRefused(refused, field)) continue
      addIssue({ message: code, path: pathTo(typed, field) })
    }
  })
}

/** The field, or a group it belongs to (`refund` for `refund.method`), was refused by the shape. */
function isRefused(refused: ReadonlySet<string>, field: string): boolean {
  const parts = field.split('.')
  return parts.some((_, i) => refused.has(parts.slice(0, i + 1).join('.')))
}

type PathItem = v.ObjectPathItem

/** The valibot path of a dotted name through the typed value (missing groups read as empty objects). */
function pathTo(typed: Record<string, unknown>, field: string): [PathItem, ...PathItem[]] {
  const [first = field, ...rest] = field.split('.')
  let input: Record<string, unknown> = typed
  const items: PathItem[] = []
  for (const key of [first, ...rest]) {
    const value = input[key]
    items.push({ type: 'object', origin: 'value', input, key, value })
    input = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  }
  return items as [PathItem, ...PathItem[]]
}
