import type { SubmissionResult } from '@conform-to/react'
import { validatePhone } from '@vitrina/domain/phone'

/**
 * The sign-in flow's shared vocabulary: the code methods, the failures the screen can name (spec §8), the
 * code format the API accepts and the answer of the /login action, which the no-JavaScript page renders and
 * the machine's actors read alike.
 */

export const CODE_METHODS = ['sms', 'call'] as const
export type CodeMethod = (typeof CODE_METHODS)[number]

/**
 * What can go wrong, each with its own message. `too-many-requests`, `send-failed`, `wrong-code` and
 * `service-error` are the four login messages of spec §8; the others name what the shopper can fix.
 */
export const SIGN_IN_ERRORS = [
  'invalid-phone',
  'invalid-code',
  'too-many-requests',
  'resend-too-early',
  'send-failed',
  'wrong-code',
  'code-expired',
  'tries-used-up',
  'service-error',
  'provider-failed',
  'link-failed',
] as const
export type SignInError = (typeof SIGN_IN_ERRORS)[number]

/**
 * The code's length per method. The reference API sends 6 digits by SMS and calls from a number whose last
 * 4 digits are the code; spec §9 allows 4 or 5 for calls (other providers), and the API accepts 4 to 6.
 */
export const CODE_LENGTH: Record<CodeMethod, { min: number; max: number }> = {
  sms: { min: 4, max: 6 },
  call: { min: 4, max: 5 },
}

/** Whether a typed code can be sent for checking: digits only (spaces ignored), the method's length. */
export function isWellFormedCode(code: string, method: CodeMethod): boolean {
  const { min, max } = CODE_LENGTH[method]
  return new RegExp(`^\\d{${min},${max}}$`).test(normaliseCode(code))
}

/**
 * The one rulebook of the two typed fields, as message codes of the one map (lib/forms/form-codes.ts): the
 * machine's guards, the login form's schema (browser and action) and the action's API calls all ask these.
 * Empty is `required` (spec §5 "This field is required"); a number the domain cannot read is `phone` (§5 "The
 * phone number contains an error"); a code of the wrong form names what the method's code looks like.
 */
export type PhoneIssue = 'required' | 'phone'
export function phoneIssue(phone: string): PhoneIssue | null {
  if (phone.trim() === '') return 'required'
  return validatePhone(phone).ok ? null : 'phone'
}

export type CodeIssue = 'required' | `code_${CodeMethod}`
export function codeIssue(code: string, method: CodeMethod): CodeIssue | null {
  if (normaliseCode(code) === '') return 'required'
  return isWellFormedCode(code, method) ? null : `code_${method}`
}

/** The code as sent to the API: pasted codes often carry spaces ("123 456"). */
export function normaliseCode(code: string): string {
  return code.replace(/\s/g, '')
}

/** How the phone field looks (company setting `phone_field_view`): a +7 mask, or free international input. */
export type PhoneView = 'ru' | 'international'
export const phoneView = (setting: string | null | undefined): PhoneView =>
  setting === 'ru' ? 'ru' : 'international'

export const isCodeMethod = (value: unknown): value is CodeMethod => value === 'sms' || value === 'call'

/**
 * conform's reply to a refused phone or code (`submission.reply()` of the action): the field's codes and every
 * value as typed. The page renders it without conform's runtime (no-JavaScript path) or hands it to `useForm`.
 */
export type FieldsReply = SubmissionResult<string[]>

/** The answer of the /login action: the step to show with what it needs, or where to go after signing in. */
export type LoginReply =
  | {
      step: 'phone'
      phone: string
      method: CodeMethod
      error: SignInError | null
      /** Back from the code step: when a new code for `phone` may be requested (epoch ms), else null. */
      resendAt: number | null
      /** For `too-many-requests`: the seconds to wait, when the API said (Retry-After). */
      waitSeconds?: number
      /** The phone field refused by the form's rules (`PhoneFields`). */
      submission?: FieldsReply
    }
  | {
      step: 'code'
      phone: string
      method: CodeMethod
      /** Seconds until a new code may be requested (the API's `resend_after`). */
      resendAfter: number
      /** When that is, in epoch milliseconds of the server: a no-JavaScript resend posts it back. */
      resendAt: number
      error: SignInError | null
      /** For `resend-too-early`: the seconds still to wait. */
      waitSeconds: number | null
      /** The code field refused by the form's rules (`CodeFields`). */
      submission?: FieldsReply
    }
  | { step: 'done'; returnUrl: string }
