import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, useNavigation } from '@remix-run/react'
import type { ImportantDate } from '@vitrina/api-client/schemas'
import { typedDate } from '@vitrina/domain/dates'
import { IMPORTANT_DATE_NAME_MAX_LENGTH, importantDateText } from '@vitrina/domain/important-dates'
import { Button, buttonClass } from '@vitrina/ui/button'
import { TextField } from '@vitrina/ui/text-field'
import { useState } from 'react'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import * as styles from './customer-lists.css.ts'
import type { DateFormErrors, DateFormReply } from './important-dates.server.ts'

/** The form's own failures; the field reasons are words of the one message map (lib/forms). */
function useFormFailures(): Record<NonNullable<DateFormErrors['form']>, string> {
  const { t } = useLingui()
  return { too_many: t`You can keep at most 50 dates.`, failed: t`Could not save the date. Try again.` }
}

/** A field reason as a code of the one message map: the name's limit and the date's "contains an error". */
function fieldCode(error: string | undefined): string | undefined {
  if (error === 'too_long') return `max_length:${IMPORTANT_DATE_NAME_MAX_LENGTH}`
  return error === 'invalid' ? 'date_invalid' : error
}

/**
 * Adding or editing a date: event name and the date typed as DD.MM.YYYY (spec §5: the mask inserts the dots as
 * one types; without JavaScript the server reads every accepted format). A refused form shows what was typed.
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
  const own = reply && reply.id === (editing?.id ?? null) ? reply : null
  const [date, setDate] = useState(own?.values.date ?? (editing ? importantDateText(editing.date) : ''))
  const errors = own?.errors ?? {}
  return (
    <section id="date-form" aria-labelledby="date-form-title" className={styles.card}>
      <h2 id="date-form-title" className={styles.sectionTitle}>
        {editing ? <Trans>Edit the date</Trans> : <Trans>Add a date</Trans>}
      </h2>
      {errors.form ? (
        <p role="alert" className={styles.notice}>
          {failures[errors.form]}
        </p>
      ) : null}
      <Form method="post" className={styles.formGrid} noValidate>
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <TextField
          id="important-date-name"
          name="name"
          label={<Trans>Event</Trans>}
          hint={t`For example, Mum’s birthday`}
          required
          maxLength={100}
          defaultValue={own?.values.name ?? editing?.name ?? ''}
          error={message(fieldCode(errors.name))}
        />
        <TextField
          id="important-date-date"
          name="date"
          label={<Trans>Date</Trans>}
          hint={t`Format: DD.MM.YYYY`}
          placeholder={t`DD.MM.YYYY`}
          required
          inputMode="numeric"
          maxLength={10}
          value={date}
          onChange={(event) => setDate(typedDate(event.target.value))}
          error={message(fieldCode(errors.date))}
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
