/**
 * A form-level rule of the domain (the same function the API's service runs) as a step of a conform schema:
 * the rule reads the whole form (the INN's check needs only the INN, but an account is checked against the
 * BIC) and names a code per field; each lands on its field. A field the shape already refused (empty, too
 * long) is not named twice. Runs even when the shape refused other fields, so every problem shows at once.
 */
import * as v from 'valibot'

export type FieldRule = (
  typed: Readonly<Record<string, unknown>>,
) => Readonly<Record<string, string | undefined>>

export function fieldRules<T>(rule: FieldRule) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const value: unknown = dataset.value
    const typed: Record<string, unknown> = typeof value === 'object' && value !== null ? { ...value } : {}
    const refused = new Set(dataset.issues?.map((issue) => issue.path?.[0]?.key))
    for (const [field, code] of Object.entries(rule(typed))) {
      if (!code || refused.has(field)) continue
      addIssue({
        message: code,
        path: [{ type: 'object', origin: 'value', input: typed, key: field, value: typed[field] }],
      })
    }
  })
}
