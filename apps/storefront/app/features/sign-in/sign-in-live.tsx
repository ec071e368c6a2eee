/**
 * The login steps' typed fields on conform, loaded after hydration (not with the page: conform and the
 * coercing parser would add about 17 kB gzip to /login's first load). `useForm` checks the field with the
 * action's own schema (`PhoneFields`, `CodeFields`), shows the reason under it from the one message map,
 * revalidates as the shopper types and focuses it; only a value it accepts reaches the sign-in machine, which
 * stays the owner of the steps, the countdown, the resend and the focus after each answer.
 */
import { useForm } from '@conform-to/react'
import { kitField } from '../../lib/forms/conform-field.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import { CodeStep, type CodeStepProps } from './code-step.tsx'
import { PhoneStep, type PhoneStepProps } from './phone-step.tsx'
import { CodeFields, methodOf, PhoneFields } from './sign-in-form-schema.ts'
import type { CodeMethod, FieldsReply } from './sign-in-rules.ts'
import { LOGIN_FORM_ID } from './step-form.ts'

type Live<P> = Omit<P, 'form'> & {
  /** The action's refusal of this step's field (a post made before this module arrived). */
  reply: FieldsReply | undefined
}

export function LivePhoneStep({
  reply,
  onSubmit,
  ...props
}: Live<PhoneStepProps> & { onSubmit: (phone: string, method: CodeMethod) => void }) {
  const message = useFormMessage()
  const [form, fields] = useForm({
    id: LOGIN_FORM_ID,
    lastResult: reply,
    defaultValue: { phone: props.phone, method: props.method },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, PhoneFields),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status !== 'success') return
      onSubmit(submission.value.phone ?? '', methodOf(submission.value.method))
    },
  })
  const field = kitField(fields.phone, message)
  return <PhoneStep {...props} form={{ id: form.id, onSubmit: form.onSubmit, field, autoFocus: false }} />
}

export function LiveCodeStep({
  reply,
  onVerify,
  ...props
}: Live<CodeStepProps> & { onVerify: (code: string) => void }) {
  const message = useFormMessage()
  const [form, fields] = useForm({
    id: LOGIN_FORM_ID,
    lastResult: reply,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, CodeFields),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status === 'success') onVerify(submission.value.code ?? '')
    },
  })
  const field = kitField(fields.code, message)
  return <CodeStep {...props} form={{ id: form.id, onSubmit: form.onSubmit, field, autoFocus: false }} />
}
