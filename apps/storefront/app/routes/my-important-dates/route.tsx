import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import type { ImportantDate } from '@vitrina/api-client/schemas'
import { buttonClass } from '@vitrina/ui/button'
import { EmptyState } from '@vitrina/ui/empty-state'
import { useEffect, useRef } from 'react'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { ConfirmAction } from '../../features/customer-lists/confirm-action.tsx'
import * as styles from '../../features/customer-lists/customer-lists.css.ts'
import { ImportantDateForm } from '../../features/customer-lists/important-date-form.tsx'
import {
  importantDatesAction,
  loadImportantDates,
} from '../../features/customer-lists/important-dates.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale } from '../../lib/root-data.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'importantDates')
export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })
export const loader = ({ request }: LoaderFunctionArgs) => loadImportantDates(request)
export const action = ({ request }: ActionFunctionArgs) => importantDatesAction(request)

/** /my/important-dates (spec §1, §3, issue 14): the customer's dates, the next to come first. */
export default function ImportantDatesPage() {
  const { dates, editing, done } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() ?? null
  const { t } = useLingui()
  const notice = useRef<HTMLParagraphElement>(null)
  // A new form after each navigation (a saved date, another to edit); a refused post keeps what was typed.
  const formKey = `${editing?.id ?? 'new'}-${useLocation().key}`
  // After adding, saving or deleting, the focus goes to the notice that says so.
  useEffect(() => {
    if (done) notice.current?.focus()
  }, [done])
  const doneText = {
    added: t`The date is added.`,
    saved: t`The date is saved.`,
    deleted: t`The date is deleted.`,
  }
  return (
    <article aria-labelledby="dates-title" className={styles.page}>
      <h1 id="dates-title" className={styles.title}>
        <Trans>Important dates</Trans>
      </h1>
      {done ? (
        <p ref={notice} tabIndex={-1} role="status" className={styles.notice}>
          {doneText[done]}
        </p>
      ) : null}
      {dates.length === 0 ? (
        <EmptyState title={t`No important dates yet`}>
          <Trans>Add birthdays and anniversaries, and we will remind you in time.</Trans>
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t`Important dates, the nearest first`}>
          {dates.map((date) => (
            <DateRow key={date.id} date={date} />
          ))}
        </ul>
      )}
      <ImportantDateForm key={formKey} editing={editing} reply={reply} />
    </article>
  )
}

function DateRow({ date }: { date: ImportantDate }) {
  const { t } = useLingui()
  const locale = useLocale()
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date.next_date}T00:00:00Z`),
  )
  const days = date.days_until
  // The Plural component renders through the request's i18n (the core macro would read the global one).
  const when =
    days === 0 ? (
      t`today`
    ) : days === 1 ? (
      t`tomorrow`
    ) : (
      <Plural value={days} one="in # day" other="in # days" />
    )
  return (
    <li className={styles.row}>
      <span className={styles.rowText}>
        <span className={styles.strong}>{date.name}</span>
        <span className={styles.muted}>
          {day}, {when}
        </span>
      </span>
      <span className={styles.actions}>
        <Link
          to={`?edit=${date.id}#date-form`}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          aria-label={t`Edit: ${date.name}`}
        >
          <Trans>Edit</Trans>
        </Link>
        <ConfirmAction
          confirmKey={`delete-${date.id}`}
          intent="delete"
          fields={{ id: String(date.id) }}
          trigger={<Trans>Delete</Trans>}
          triggerLabel={t`Delete: ${date.name}`}
          question={<Trans>Delete “{date.name}”?</Trans>}
          confirmLabel={<Trans>Yes, delete</Trans>}
          keepLabel={<Trans>Keep it</Trans>}
        />
      </span>
    </li>
  )
}
