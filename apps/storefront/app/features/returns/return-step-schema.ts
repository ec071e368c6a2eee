/**
 * The return wizard's one rulebook, on conform: each step is a conform schema built from the
 * application-creation operation's declared fields (`ReclamationRequest` of @vitrina/api-client: the items, the
 * reason and its photos, `ReclamationApplicant`, `ReclamationDocument`, the refund and pickup variants), then
 * the domain's return rules (@vitrina/domain/return-application, the same the API's service runs) as a
 * `fieldRules` step. Errors are the one message map's codes, by input name (`applicant.email`).
 *
 * Three readers, one function (`stepSubmission`): the no-JS action parses the posted step with it, the live
 * page's conform `onValidate` parses the form being submitted with it, and the returns machine's guard parses
 * its own values of the step (`stepPost`) with it. What the step's inputs do not hold comes from the form as
 * stored (the machine's context, or the server-side draft): the uploaded photos' ids (the API's `photos`
 * field) and, for the refund's "the applicant's own account", the applicant's name.
 */
import { ReclamationApplicant, ReclamationDocument, ReclamationRequest } from '@vitrina/api-client/schemas'
import {
  type ReturnErrors,
  validateApplicant,
  validateDocument,
  validatePickup,
  validateRefund,
} from '@vitrina/domain/return-application'
import * as v from 'valibot'
import { fieldRules } from '../../lib/forms/field-rules.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import {
  emptyReturnForm,
  RETURN_STEPS,
  type ReturnForm,
  type ReturnStep,
  STEP_FIELDS,
  type StepErrors,
} from './returns-form.ts'

/** What the rules need besides the form: today's date (for the dates) and the items that may be returned. */
export type ReturnRules = { today: Date; returnable: readonly number[] }
type StepFacts = ReturnRules & { applicantName: string }

/** A step with inputs (the review only shows the others' values). */
export type InputStep = Exclude<ReturnStep, 'review'>

const wire = ReclamationRequest.entries

/** A value as the domain's rules read it: conform reads an empty input as missing, the rules as ''. */
const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value))
/** The typed group as the domain's fields (the form's own shape: every field a string). */
function texts<T extends Record<string, string>>(shape: T, value: unknown): T {
  const typed = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  return Object.fromEntries(Object.keys(shape).map((key) => [key, text(typed[key])])) as T
}
const SHAPE = emptyReturnForm([])
const named = (prefix: string, errors: ReturnErrors): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, code]) => [`${prefix}.${field}`, code]))

/**
 * The API's optional fields default to '' (`v.optional(text, '')`); conform's coercion reads an empty input as
 * missing and then asks for the default, which it turns back into "missing": a required field. In the form
 * they are optional without a default (the domain's rules read a missing value as '').
 */
function formEntries<E extends v.ObjectEntries>(entries: E): E {
  const plain = Object.entries(entries).map(([key, schema]) => [
    key,
    schema.type === 'optional'
      ? v.optional((schema as v.OptionalSchema<v.GenericSchema, unknown>).wrapped)
      : schema,
  ])
  // The same fields with the same checks; only the (unread) output type of an absent value differs.
  return Object.fromEntries(plain) as E
}

/** The conform schema of one step. */
export function returnStepSchema(step: InputStep, facts: StepFacts) {
  switch (step) {
    case 'items':
      return v.pipe(
        v.object({ items: wire.items }),
        // Only the order's returnable items (the machine's guard offers no other; a forged post is refused).
        fieldRules(({ items }) => ({
          items: (Array.isArray(items) ? items : []).every((id) => facts.returnable.includes(Number(id)))
            ? undefined
            : 'choice',
        })),
      )
    case 'reason':
      return v.object(formEntries({ reason: wire.reason, comment: wire.comment, photos: wire.photos }))
    case 'applicant':
      return v.pipe(
        v.object({
          applicant: v.object(formEntries(ReclamationApplicant.entries)),
          document: v.object(formEntries(ReclamationDocument.entries)),
        }),
        fieldRules((typed) => ({
          ...named('applicant', validateApplicant(texts(SHAPE.applicant, typed.applicant), facts.today)),
          ...named('document', validateDocument(texts(SHAPE.document, typed.document), facts.today)),
        })),
      )
    case 'refund':
      return v.pipe(
        v.object({ refund: wire.refund }),
        fieldRules((typed) =>
          named('refund', validateRefund(texts(SHAPE.refund, typed.refund), facts.applicantName)),
        ),
      )
    case 'pickup':
      return v.pipe(
        v.object({ pickup: wire.pickup }),
        fieldRules((typed) => named('pickup', validatePickup(texts(SHAPE.pickup, typed.pickup)))),
      )
  }
}

/**
 * One step's submission: the step's inputs as posted (or as the machine holds them), joined with the stored
 * form's uploaded photos, parsed by conform with the step's schema. `reply()` carries the codes by input name
 * and the values as typed.
 */
export function stepSubmission(
  step: InputStep,
  post: FormData | URLSearchParams,
  form: ReturnForm,
  rules: ReturnRules,
) {
  const checked = new URLSearchParams()
  // Files are uploaded apart (their ids are the stored form's); a posted `photos` list is not trusted.
  for (const [name, value] of post.entries())
    if (typeof value === 'string' && name !== 'photos') checked.append(name, value)
  for (const photo of form.photos) checked.append('photos', String(photo.id))
  return parseForm(checked, stepSchemaFor(step, { ...rules, applicantName: form.applicant.full_name }))
}

/**
 * The step schemas built lately, by step and facts: building one (and conform's coerced copy of it) costs more
 * than parsing with it, and the machine checks the same step with the same facts on every guard and render.
 */
const built = new Map<string, ReturnType<typeof returnStepSchema>>()
function stepSchemaFor(step: InputStep, facts: StepFacts) {
  const key = JSON.stringify([step, facts.today.toISOString(), facts.returnable, facts.applicantName])
  let schema = built.get(key)
  if (!schema) {
    schema = returnStepSchema(step, facts)
    if (built.size >= 32) built.delete(built.keys().next().value ?? '')
    built.set(key, schema)
  }
  return schema
}

/** What a step's form would post, from the machine's values: its inputs, and the items step's checked items. */
export function stepPost(step: InputStep, form: ReturnForm): URLSearchParams {
  const post = new URLSearchParams()
  if (step === 'items') for (const id of form.items) post.append('items', String(id))
  for (const path of STEP_FIELDS[step]) post.set(path, valueAt(form, path))
  return post
}

function valueAt(form: ReturnForm, path: string): string {
  const [group = '', field] = path.split('.')
  const value: unknown =
    field === undefined
      ? form[group as keyof ReturnForm]
      : (form[group as keyof ReturnForm] as Record<string, unknown> | undefined)?.[field]
  return typeof value === 'string' ? value : ''
}

/** A reply's errors (`submission.reply()`), the first code of each input (the machine's and the view's shape). */
export function stepErrorsOf(submission: {
  error?: Record<string, string[] | null> | null | undefined
}): StepErrors {
  const errors: StepErrors = {}
  for (const [name, codes] of Object.entries(submission.error ?? {})) {
    const first = codes?.[0]
    if (first) errors[name] = first
  }
  return errors
}

/** What is wrong with one step (the review: with every step); an empty object lets the step be left. */
export function validateStep(step: ReturnStep, form: ReturnForm, rules: ReturnRules): StepErrors {
  if (step === 'review') return validateAll(form, rules)
  // The machine's form is immutable (every change is a new object) and its guards ask about it more than once.
  const key = JSON.stringify([step, rules.today.toISOString(), rules.returnable])
  const known = checked.get(form)?.get(key)
  if (known) return { ...known }
  const errors = stepErrorsOf(stepSubmission(step, stepPost(step, form), form, rules).reply())
  checked.set(form, (checked.get(form) ?? new Map()).set(key, errors))
  return { ...errors }
}
const checked = new WeakMap<ReturnForm, Map<string, StepErrors>>()

const INPUT_STEPS = RETURN_STEPS.filter((step): step is InputStep => step !== 'review')

/** Every step's errors: what the review step checks before sending. */
export function validateAll(form: ReturnForm, rules: ReturnRules): StepErrors {
  return Object.assign({}, ...INPUT_STEPS.map((step) => validateStep(step, form, rules)))
}

/** The first step with an error (where the review step sends the shopper back), or null. */
export function firstInvalidStep(form: ReturnForm, rules: ReturnRules): ReturnStep | null {
  return INPUT_STEPS.find((step) => Object.keys(validateStep(step, form, rules)).length > 0) ?? null
}
