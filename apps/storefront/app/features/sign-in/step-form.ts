/**
 * How a sign-in step's typed field (the phone, the code) is bound to its form: by conform's `useForm` once the
 * live steps have loaded (sign-in-live.tsx), or from the action's last reply read plainly (no JavaScript, and
 * the moment before the live steps arrive, when the form simply posts). No conform runtime here: this module
 * is part of the login page's first load.
 */
import type { FormEvent } from 'react'
import { type KitFieldProps, kitField } from '../../lib/forms/conform-field.ts'
import type { FormMessage } from '../../lib/forms/form-messages.tsx'
import type { FieldsReply } from './sign-in-rules.ts'

/** conform's id of the step form: its fields' ids are `login-phone` and `login-code`. */
export const LOGIN_FORM_ID = 'login'

export type StepForm = {
  id: string
  /** conform's submit when live; none on the server path, where the form posts to the action. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  field: KitFieldProps
  /** The reply refused the field: it takes the focus without conform's runtime (and without JavaScript). */
  autoFocus: boolean
}

/** The step's field as the action's reply left it: the value as typed and the first reason, if refused. */
export function repliedForm(
  name: 'phone' | 'code',
  value: string,
  reply: FieldsReply | undefined,
  message: FormMessage,
): StepForm {
  const typed = reply?.initialValue?.[name]
  const field = kitField(
    {
      id: `${LOGIN_FORM_ID}-${name}`,
      name,
      initialValue: typeof typed === 'string' ? typed : value,
      errors: reply?.error?.[name] ?? undefined,
    },
    message,
  )
  return { id: LOGIN_FORM_ID, field, autoFocus: field.error !== null }
}

/** The ids a step's field is described by: the form's reason (when there is one), the step's message, a hint. */
export function describedBy(field: KitFieldProps, status: string, hint?: string): string {
  return [field.error ? `${field.id}-error` : null, status, hint ?? null].filter(Boolean).join(' ')
}
