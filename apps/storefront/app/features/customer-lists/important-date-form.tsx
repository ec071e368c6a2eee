import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, useNavigation } from '@remix-run/react'
import type { ImportantDate } from '@vitrina/api-client/schemas'
import { typedDate } from '@vitrina/domain/dates'
import { importantDateText } from '@vitrina/domain/important-dates'
import { Button, buttonClass } from '@vitrina/ui/button'
import { TextField } from '@vitrina/ui/text-field'
import { useState } from 'react'
import * as styles from './customer-lists.css.ts'
import type { DateFormErrors, DateFormReply } from './important-dates.server.ts'

/** The texts of the form's reasons, in the shopper's language. */
function useErrorTexts() {
  const { t } = useLingui()
  return {
    name: { required: t`This field is required`, too_long: t`At most 100 characters` },
    date: {
      required: t`This field is required`,
      incomplete: t`Enter the whole date as DD.MM.YYYY`,
      invalid: t`The date contains an error`,
      too_far_ahead: t`The date is too far in the future`,
      too_old: t`The date is too far in the past`,
    },
    form: { too_many: t`You can keep at most 50 dates.`, failed: t`Could not save the date. Try again.` },
  } satisfies { [K in keyof DateFormErrors]-?: Record<NonNullable<DateFormErrors[K]>, string> }
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
  const texts = useErrorTexts()
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
          {texts.form[errors.form]}
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
          error={errors.name ? texts.name[errors.name] : undefined}
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
          error={errors.date ? texts.date[errors.date] : undefined}
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
