/**
 * A form-level rule of the domain (the same function the API's service runs) as a step of a conform schema:
 * the rule reads the whole form (the INN's check needs only the INN, but an account is checked against the
 * BIC) and names a code per field; each lands on its field. A field the shape already refused (empty, too
 * long; or a whole group of them, such as a variant with no choice) is not named twice. Runs even when the shape
 * refused other fields, so every problem shows at once.
 *
 * Fields are named as conform names them, so a rule can reach into lists and nested objects
 * (`applicant.email`, `travellers[1].document.number`): the issue's path is that name's keys, which conform
 * formats back, so the code is filed under that same name.
 */
import * as v from 'valibot'

export type FieldRule = (
  typed: Readonly<Record<string, unknown>>,
) => Readonly<Record<string, string | undefined>>

type PathKey = string | number

/** conform's field name of a path: `a`, `a[0]`, `a[0].b` (what `formatPaths` of @conform-to/dom writes). */
export function fieldName(keys: readonly unknown[]): string {
  let name = ''
  for (const key of keys) {
    if (typeof key === 'number') name += `[${key}]`
    else name += name === '' ? String(key) : `.${String(key)}`
  }
  return name
}

/** The keys of a conform field name: `travellers[1].document.number` → ['travellers', 1, 'document', 'number']. */
export function nameKeys(name: string): PathKey[] {
  return Array.from(name.matchAll(/([^.[\]]+)|\[(\d+)\]/g), (match) =>
    match[2] === undefined ? (match[1] ?? '') : Number(match[2]),
  )
}

function child(input: unknown, key: PathKey): unknown {
  if (typeof input !== 'object' || input === null) return undefined
  return (input as Record<PathKey, unknown>)[key]
}

/** valibot's path of a field name, walking the typed value (each item names its input and value). */
function issuePath(typed: Record<string, unknown>, name: string): [v.IssuePathItem, ...v.IssuePathItem[]] {
  let input: unknown = typed
  const [first = name, ...rest] = nameKeys(name)
  const item = (key: PathKey): v.IssuePathItem => {
    const value = child(input, key)
    // The path item types want the container's own type; a rule names fields the form has, whatever came.
    const pathItem =
      typeof key === 'number'
        ? ({ type: 'array', origin: 'value', input: input as unknown[], key, value } as const)
        : ({ type: 'object', origin: 'value', input: input as Record<string, unknown>, key, value } as const)
    input = value
    return pathItem
  }
  return [item(first), ...rest.map(item)]
}

export function fieldRules<T>(rule: FieldRule) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const value: unknown = dataset.value
    const typed: Record<string, unknown> = typeof value === 'object' && value !== null ? { ...value } : {}
    const refused = new Set(dataset.issues?.map((issue) => fieldName(issue.path?.map((p) => p.key) ?? [])))
    for (const [field, code] of Object.entries(rule(typed))) {
      if (!code || isRefused(refused, field)) continue
      addIssue({ message: code, path: issuePath(typed, field) })
    }
  })
}

/** The field, or a group it belongs to (`refund` for `refund.method`), was refused by the shape. */
function isRefused(refused: ReadonlySet<string>, field: string): boolean {
  const keys = nameKeys(field)
  return keys.some((_, i) => refused.has(fieldName(keys.slice(0, i + 1))))
}
