import { getFormProps, useForm } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, useNavigation } from '@remix-run/react'
import type { ImportantDate } from '@vitrina/api-client/schemas'
import { typedDate } from '@vitrina/domain/dates'
import { IMPORTANT_DATE_NAME_MAX_LENGTH, importantDateText } from '@vitrina/domain/important-dates'
import { Button, buttonClass } from '@vitrina/ui/button'
import { TextField } from '@vitrina/ui/text-field'
import { useState } from 'react'
import { kitField } from '../../lib/forms/conform-field.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import * as styles from './customer-lists.css.ts'
import {
  type DateFormFailure,
  type DateFormReply,
  dateFormFailure,
  importantDateFormSchema,
  replyDateId,
} from './important-date-schema.ts'

/** The form's own failures; the field reasons are words of the one message map (lib/forms). */
function useFormFailures(): Record<DateFormFailure, string> {
  const { t } = useLingui()
  return { too_many: t`You can keep at most 50 dates.`, failed: t`Could not save the date. Try again.` }
}

/**
 * Adding or editing a date: event name and the date typed as DD.MM.YYYY (spec §5: the mask inserts the dots as
 * one types; without JavaScript the server reads every accepted format). conform checks it with the action's
 * schema in the browser too; a refused form shows what was typed and the first wrong field takes the focus.
 */
export function ImportantDateForm({
  editing,
  reply,
}: {
  editing: ImportantDate | null
  reply: DateFormReply | null
}) {
  const { t } = useLingui()
  const failures = useFormFailures()
  const message = useFormMessage()
  const navigation = useNavigation()
  const own = reply && replyDateId(reply) === (editing?.id ?? null) ? reply : null
  const [form, fields] = useForm({
    id: 'important-date',
    lastResult: own,
    defaultValue: editing ? { name: editing.name, date: importantDateText(editing.date) } : undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, importantDateFormSchema(new Date())),
  })
  const name = kitField(fields.name, message)
  const { defaultValue: typedDateValue, ...dateField } = kitField(fields.date, message)
  const [date, setDate] = useState(typedDateValue)
  const failure = dateFormFailure(own)
  return (
    <section id="date-form" aria-labelledby="date-form-title" className={styles.card}>
      <h2 id="date-form-title" className={styles.sectionTitle}>
        {editing ? <Trans>Edit the date</Trans> : <Trans>Add a date</Trans>}
      </h2>
      {failure ? (
        <p role="alert" className={styles.notice}>
          {failures[failure]}
        </p>
      ) : null}
      <Form method="post" className={styles.formGrid} {...getFormProps(form)}>
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <TextField
          {...name}
          label={<Trans>Event</Trans>}
          hint={t`For example, Mum’s birthday`}
          required
          maxLength={IMPORTANT_DATE_NAME_MAX_LENGTH}
        />
        <TextField
          {...dateField}
          label={<Trans>Date</Trans>}
          hint={t`Format: DD.MM.YYYY`}
          placeholder={t`DD.MM.YYYY`}
          required
          inputMode="numeric"
          maxLength={10}
          value={date}
          onChange={(event) => setDate(typedDate(event.target.value))}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            name="intent"
            value={editing ? 'update' : 'create'}
            disabled={navigation.state === 'submitting'}
          >
            {editing ? <Trans>Save the date</Trans> : <Trans>Add the date</Trans>}
          </Button>
          {editing ? (
            <Link to="/my/important-dates/" className={buttonClass({ variant: 'secondary' })}>
              <Trans>Cancel</Trans>
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  )
}
