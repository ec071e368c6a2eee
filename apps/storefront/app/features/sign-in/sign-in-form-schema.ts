/**
 * The login form's two typed fields as conform schemas: the phone step's phone (and how to get the code) and
 * the code step's code. The same schema runs in the browser (`useForm`'s `onValidate`, sign-in-live.tsx) and
 * in the /login action (`parseForm`), and its rules are the functions the sign-in machine's guards ask
 * (`phoneIssue`, `codeIssue`), so the three cannot disagree. Every problem is a code of the one message map.
 */
import * as v from 'valibot'
import { fieldRules } from '../../lib/forms/field-rules.ts'
import { CODE_METHODS, type CodeMethod, codeIssue, isCodeMethod, phoneIssue } from './sign-in-rules.ts'

// Optional in the shape: conform reads an empty field as missing, and the rule words an empty one `required`.
const Text = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)))
const Method = v.optional(v.picklist(CODE_METHODS))
// conform's coercion drops an `optional` default, so a missing method is read here as the page's default.
export const methodOf = (value: unknown): CodeMethod => (isCodeMethod(value) ? value : 'sms')
const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

export const PhoneFields = v.pipe(
  v.object({ phone: Text(64), method: Method }),
  fieldRules(({ phone }) => ({ phone: phoneIssue(textOf(phone)) ?? undefined })),
)

/** The code form also carries the step's method (hidden): what a well-formed code is depends on it. */
export const CodeFields = v.pipe(
  v.object({ code: Text(32), method: Method }),
  fieldRules(({ code, method }) => ({ code: codeIssue(textOf(code), methodOf(method)) ?? undefined })),
)
