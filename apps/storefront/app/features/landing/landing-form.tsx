import { getFormProps, useForm } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, useNavigation } from '@remix-run/react'
import type { LandingField } from '@vitrina/api-client/schemas/landing-form'
import { LANDING_FIELD_MAX_LENGTH } from '@vitrina/domain/landing-form'
import { Button, buttonClass } from '@vitrina/ui/button'
import { TextArea } from '@vitrina/ui/text-area'
import { TextField } from '@vitrina/ui/text-field'
import { useEffect, useRef } from 'react'
import { kitField } from '../../lib/forms/conform-field.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import * as catalogStyles from '../catalog/catalog.css.ts'
import * as styles from '../events/events.css.ts'
import {
  LANDING_THROTTLED,
  type LandingReply,
  landingFormSchema,
  replyFormId,
} from './landing-form-schema.ts'
import { LANDING_FORM_ID, type LandingFormView } from './landing-form-view.ts'

/**
 * The company's landing form (settings `landing_form`, issue 15) under a section page: the before text and
 * image, the request form (order or request: every field), the call-back form (phone: its phone fields), the
 * chat links (telegram, whatsapp) and the after text. conform forms on the API's field value and the domain's
 * field rules, checked in the browser and by the action alike; they work without JavaScript.
 */
export function LandingForm({ form, reply }: { form: LandingFormView; reply: LandingReply | undefined }) {
  const { t } = useLingui()
  const main = form.form_ids.includes('order')
    ? 'order'
    : form.form_ids.includes('request')
      ? 'request'
      : null
  const phoneFields = form.fields.filter((f) => f.type === 'phone')
  return (
    <section id={LANDING_FORM_ID} aria-labelledby="landing-form-title" className={styles.register}>
      <h2 id="landing-form-title" className={catalogStyles.sectionTitle}>
        {main === 'order' ? t`Place a request for an order` : t`Leave a request`}
      </h2>
      {form.image ? (
        <img src={form.image} alt="" width={640} height={360} style={{ maxWidth: '100%', height: 'auto' }} />
      ) : null}
      {form.before_text ? <p>{form.before_text}</p> : null}
      <SendOutcome form={form} reply={reply} />
      {main ? (
        <SendForm formId={main} fields={form.fields} button={form.button_text ?? t`Send`} reply={reply} />
      ) : null}
      {form.form_ids.includes('phone') && phoneFields.length > 0 ? (
        <SendForm formId="phone" fields={phoneFields} button={t`Call me back`} reply={reply} />
      ) : null}
      {form.chats.telegram && form.form_ids.includes('telegram') ? (
        <a
          href={form.chats.telegram}
          className={buttonClass({ variant: 'secondary' })}
          rel="noopener noreferrer"
          target="_blank"
        >
          <Trans>Write to us in Telegram</Trans>
        </a>
      ) : null}
      {form.chats.whatsapp && form.form_ids.includes('whatsapp') ? (
        <a
          href={form.chats.whatsapp}
          className={buttonClass({ variant: 'secondary' })}
          rel="noopener noreferrer"
          target="_blank"
        >
          <Trans>Write to us in WhatsApp</Trans>
        </a>
      ) : null}
      {form.after_text ? <p className={styles.meta}>{form.after_text}</p> : null}
    </section>
  )
}

/** What became of the last send: the company's thanks, or why it failed. */
function SendOutcome({ form, reply }: { form: LandingFormView; reply: LandingReply | undefined }) {
  const { t } = useLingui()
  const status = useRef<HTMLParagraphElement>(null)
  // A refused field takes the focus from conform; a failed send (no field to blame) puts it on the sentence.
  const failure = reply?.error?.['']?.[0] ?? null
  useEffect(() => {
    if (form.sent || reply?.error?.['']) status.current?.focus()
  }, [form.sent, reply])
  if (form.sent) {
    return (
      <p ref={status} tabIndex={-1} role="status" className={styles.places}>
        {form.message_text ?? t`Thank you! We have received your request.`}
      </p>
    )
  }
  if (!failure) return null
  return (
    <p ref={status} tabIndex={-1} role="alert">
      {failure === LANDING_THROTTLED
        ? t`Too many requests from this device. Please wait a few minutes and try again.`
        : t`Something went wrong. Please try again.`}
    </p>
  )
}

function SendForm({
  formId,
  fields,
  button,
  reply,
}: {
  formId: 'order' | 'request' | 'phone'
  fields: readonly LandingField[]
  button: string
  reply: LandingReply | undefined
}) {
  const { t } = useLingui()
  const navigation = useNavigation()
  const message = useFormMessage()
  // Two forms share the page and its action: only the one that was sent takes the reply.
  const [form, conformFields] = useForm<Record<string, string>>({
    id: `landing-${formId}`,
    lastResult: replyFormId(reply) === formId ? reply : undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, landingFormSchema(formId, fields)),
  })
  return (
    <Form
      method="post"
      preventScrollReset
      {...getFormProps(form)}
      aria-label={formId === 'phone' ? t`Call-back request` : t`Request`}
    >
      <input type="hidden" name="form_id" value={formId} />
      {fields.map((field) => {
        const meta = conformFields[field.name]
        const common = {
          ...(meta ? kitField(meta, message) : { id: `landing-${formId}-${field.name}`, name: field.name }),
          label: field.label,
          required: field.required,
          maxLength: LANDING_FIELD_MAX_LENGTH[field.type],
        }
        return field.type === 'textarea' ? (
          <TextArea key={field.name} {...common} rows={3} />
        ) : (
          <TextField
            key={field.name}
            {...common}
            type={field.type === 'phone' ? 'tel' : field.type === 'email' ? 'email' : 'text'}
            autoComplete={field.type === 'phone' ? 'tel' : field.type === 'email' ? 'email' : 'name'}
          />
        )
      })}
      <Button type="submit" disabled={navigation.state === 'submitting'}>
        {button}
      </Button>
    </Form>
  )
}
