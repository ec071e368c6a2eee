/**
 * The checkout's field errors as conform keys them, by input name, and the inputs' order for the focus. The
 * page's first load imports it: no conform, valibot or rules here (the rules' keys are mapped to input names
 * by `fieldErrorsOf`, checkout-form-schema.ts).
 */

/** conform's errors: input name → codes (or the API's own words). */
export type FieldErrors = Record<string, string[]>

/**
 * The inputs in the order the page renders them: the first one with an error takes the focus after a refused
 * post without JavaScript (conform focuses by the same order, the form's elements, on the live page).
 */
export const CHECKOUT_INPUT_ORDER = [
  'first_name',
  'last_name',
  'email',
  'customer_phone',
  'recipient_first_name',
  'recipient_last_name',
  'recipient_phone',
  'city',
  'street',
  'house',
  'entrance',
  'flat',
  'floor',
  'comment',
  'outlet',
  'pickup_point',
  'payment',
  'consultant_phone',
  'offer',
] as const

/** The first input (in the page's order) with an error, or null. */
export function firstInvalidInput(errors: FieldErrors): string | null {
  return CHECKOUT_INPUT_ORDER.find((name) => (errors[name]?.length ?? 0) > 0) ?? null
}

/** conform's errors keep a cleared field as null: only the inputs with a problem. */
export function presentErrors(errors: Record<string, string[] | null> | null | undefined): FieldErrors {
  const result: FieldErrors = {}
  for (const [name, list] of Object.entries(errors ?? {})) if (list?.length) result[name] = list
  return result
}
