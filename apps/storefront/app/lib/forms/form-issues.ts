/**
 * Form validation on the API's own valibot schemas, with conform (`@conform-to/valibot`): one parser for every
 * storefront form, server action and browser alike, whose errors are message CODES, never sentences. The words
 * come from the one message map (`form-messages.tsx`) in the shopper's language. Macro-free, so tests and
 * `.server` modules import it.
 *
 * Why codes: the shared schemas carry the API's English texts ("At most 100 characters.", spec §5's "Value is
 * required"), which the API answers to every client. The storefront reads each issue's kind and requirement
 * (or the §5 text) back into a code, so a Russian shopper reads Russian and a schema change cannot leave a form
 * with a stale sentence.
 */
import { unstable_coerceFormValue as coerceFormValue, parseWithValibot } from '@conform-to/valibot'
import type { TourSearchError } from '@vitrina/domain/tour-search'
import type { TouristDetailsError } from '@vitrina/domain/tourist-details'
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '@vitrina/domain/validation'
import type * as v from 'valibot'
import { type FormCode, type FormIssue, readCode } from './form-codes.ts'

export { FORM_CODES, type FormCode, type FormIssue, readCode } from './form-codes.ts'

// Every rule key of the domain (the checkout's person rules, spec §5 generic rules, a tourist's details, a tour
// search) is a code of the one map: this line stops compiling if the domain adds a key the map cannot word.
const DOMAIN_KEYS_ARE_CODES: readonly FormCode[] = [] as (
  | ValidationMessageKey
  | TouristDetailsError
  | TourSearchError
)[]
void DOMAIN_KEYS_ARE_CODES

/**
 * The spec's §5 texts as the API's schemas write them, read back as codes (the API answers them in English
 * to any client; the shopper gets them in the page's language).
 */
const SPEC_TEXTS: ReadonlyMap<string, FormIssue> = new Map<string, FormIssue>([
  // The domain's rule keys are codes of the map too (checked by `satisfies` below), with the API's texts.
  ...Object.entries(VALIDATION_MESSAGES).map(([code, text]): [string, FormIssue] => [
    text,
    code as FormIssue,
  ]),
  ['This field is required', 'required'],
  ['This field is required.', 'required'],
  ['To continue, rate the product', 'rating_required'],
  ['You need to confirm your agreement with the rules for publishing reviews', 'rules_required'],
  ['Enter a promo code.', 'required'],
  ['The text is too long', 'too_long'],
  ['Choose at least one item', 'items_required'],
  ['Choose a payment method.', 'required'],
  ['Add at least one photo', 'photos_required'],
])

type Issue = v.BaseIssue<unknown>

/**
 * The code of one valibot issue: a message that already is a code (a form's own check) wins, then the §5 text,
 * then the issue's kind. A missing value (conform turns an empty field into `undefined`) is `required`.
 */
export function issueCode(issue: Issue): FormIssue {
  if (readCode(issue.message)) return issue.message as FormIssue
  const spec = SPEC_TEXTS.get(issue.message)
  if (spec) return spec
  if (issue.kind === 'schema' && (issue.input === undefined || issue.input === '')) return 'required'
  const limit = typeof issue.requirement === 'number' ? issue.requirement : null
  switch (issue.type) {
    case 'non_empty':
      return 'required'
    case 'min_length':
      return limit === 1 ? 'required' : `min_length:${limit ?? 0}`
    case 'max_length':
      return `max_length:${limit ?? 0}`
    case 'min_value':
      return `min_value:${limit ?? 0}`
    case 'max_value':
      return `max_value:${limit ?? 0}`
    case 'email':
      return 'email'
    case 'integer':
      return 'integer'
    case 'picklist':
    case 'literal':
    case 'variant':
      return 'choice'
    default:
      return 'invalid'
  }
}

/**
 * The schema as conform reads forms (empty text is "missing", numbers and booleans coerced from text), with
 * every issue's message replaced by its code. Wrapping after the coercion keeps the coerced object's own
 * entries; the `~run` override is the one hook valibot calls for parsing.
 */
export function formSchema<S extends v.GenericSchema>(
  schema: S,
): v.GenericSchema<v.InferInput<S>, v.InferOutput<S>> {
  const coerced: v.GenericSchema<v.InferInput<S>, v.InferOutput<S>> = coerceFormValue(schema)
  return {
    ...coerced,
    '~run'(dataset, config) {
      const result = coerced['~run'](dataset, config)
      if (!result.issues) return result
      const issues = result.issues.map((issue) => ({ ...issue, message: issueCode(issue) }))
      // The same dataset with its issues re-worded: the tuple type of `issues` is lost by `map`.
      return { ...result, issues } as typeof result
    },
  }
}

/**
 * Parses a posted form (server action) or the form being submitted (conform's `onValidate` in the browser)
 * with the same schema; `submission.reply()` carries the codes and the values as typed back to the page.
 */
export function parseForm<S extends v.GenericSchema>(payload: FormData | URLSearchParams, schema: S) {
  return parseWithValibot(payload, { schema: coercedOnce(schema), disableAutoCoercion: true })
}

/**
 * Each schema's form reading, built once: conform's coercion copies the whole schema (about as costly as
 * parsing with it several times), and a machine-driven form parses the same schema on every guard.
 */
const coercedSchemas = new WeakMap<v.GenericSchema, v.GenericSchema>()
function coercedOnce<S extends v.GenericSchema>(schema: S): ReturnType<typeof formSchema<S>> {
  const known = coercedSchemas.get(schema)
  // Stored by `formSchema(schema)` below for this very schema: the same types.
  if (known) return known as ReturnType<typeof formSchema<S>>
  const coerced = formSchema(schema)
  coercedSchemas.set(schema, coerced)
  return coerced
}
