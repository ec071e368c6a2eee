import { Trans, useLingui } from '@lingui/react/macro'
import { Form, useNavigation } from '@remix-run/react'
import type { LandingField } from '@vitrina/api-client/schemas/landing-form'
import { LANDING_FIELD_MAX_LENGTH, type LandingFieldError } from '@vitrina/domain/landing-form'
import { Button, buttonClass } from '@vitrina/ui/button'
import { TextArea } from '@vitrina/ui/text-area'
import { TextField } from '@vitrina/ui/text-field'
import { useEffect, useRef } from 'react'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import * as catalogStyles from '../catalog/catalog.css.ts'
import * as styles from '../events/events.css.ts'
import { LANDING_FORM_ID, type LandingFormView, type LandingReply } from './landing-form-view.ts'

/**
 * The company's landing form (settings `landing_form`, issue 15) under a section page: the before text and
 * image, the request form (order or request: every field), the call-back form (phone: its phone fields), the
 * chat links (telegram, whatsapp) and the after text. Plain forms: they work without JavaScript.
 */
export function LandingForm({ form, reply }: { form: LandingFormView; reply: LandingReply | undefined }) {
  const { t } = useLingui()
  const status = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (form.sent || reply?.error) status.current?.focus()
  }, [form.sent, reply])
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
      {form.sent ? (
        <p ref={status} tabIndex={-1} role="status" className={styles.places}>
          {form.message_text ?? t`Thank you! We have received your request.`}
        </p>
      ) : null}
      {reply?.error ? (
        <p ref={status} tabIndex={-1} role="alert">
          {reply.error === 'throttled'
            ? t`Too many requests from this device. Please wait a few minutes and try again.`
            : t`Something went wrong. Please try again.`}
        </p>
      ) : null}
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
  const mine = reply?.formId === formId ? reply : undefined
  const formMessage = useFormMessage()
  // The one message map (lib/forms); `too_long` names the field type's limit.
  const message = (error: LandingFieldError | undefined, type: keyof typeof LANDING_FIELD_MAX_LENGTH) =>
    formMessage(error === 'too_long' ? `max_length:${LANDING_FIELD_MAX_LENGTH[type]}` : error) ?? undefined
  const firstInvalid = fields.find((f) => mine?.fieldErrors[f.name])?.name
  return (
    <Form
      method="post"
      preventScrollReset
      aria-label={formId === 'phone' ? t`Call-back request` : t`Request`}
      noValidate
    >
      <input type="hidden" name="form_id" value={formId} />
      {fields.map((field) => {
        const common = {
          name: field.name,
          label: field.label,
          required: field.required,
          defaultValue: mine?.values[field.name] ?? '',
          error: message(mine?.fieldErrors[field.name], field.type),
          autoFocus: firstInvalid === field.name,
          id: `landing-${formId}-${field.name}`,
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
