import { Trans, useLingui } from '@lingui/react/macro'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { formatEventDuration } from '@vitrina/domain/event-registration'
import { Badge } from '@vitrina/ui/badge'
import { EmptyState } from '@vitrina/ui/empty-state'
import { useEffect, useRef } from 'react'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { CancelRegistration } from '../../features/events/cancel-registration.tsx'
import { EVENTS_PATH, eventHref } from '../../features/events/event-filters.ts'
import {
  formatEventStart,
  useEventTypeLabel,
  useRegistrationStateLabel,
} from '../../features/events/event-labels.tsx'
import * as eventStyles from '../../features/events/events.css.ts'
import * as styles from '../../features/orders/orders.css.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale } from '../../lib/root-data.ts'
import {
  cancelRegistrationAction,
  loadRegistrations,
  type RegistrationsReply,
} from './my-event-registrations.server.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'eventRegistrations')
export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })
export const loader = ({ request }: LoaderFunctionArgs) => loadRegistrations(request)
export const action = ({ request }: ActionFunctionArgs) => cancelRegistrationAction(request)

const TONES = { new: 'warning', approved: 'success', rejected: 'danger', canceled: 'neutral' } as const

/** /my/event-registrations (spec §2, §4): the customer's registrations with their states, and cancel. */
export default function EventRegistrationsPage() {
  const { list, page, confirmCancel, canceled } = useLoaderData<typeof loader>()
  const reply = useActionData<RegistrationsReply>()
  const { t } = useLingui()
  const stateLabel = useRegistrationStateLabel()
  const typeLabel = useEventTypeLabel()
  const locale = useLocale()
  const notice = useRef<HTMLParagraphElement>(null)
  // After a cancel (or its refusal) the focus goes to the sentence that says what happened.
  useEffect(() => {
    if (canceled !== null || reply) notice.current?.focus()
  }, [canceled, reply])
  return (
    <article aria-labelledby="registrations-title" className={styles.page}>
      <h1 id="registrations-title" className={styles.title}>
        <Trans>My event registrations</Trans>
      </h1>
      {reply ? (
        <p ref={notice} tabIndex={-1} role="alert" className={styles.notice}>
          <Trans>The registration could not be cancelled. Please refresh the page and try again.</Trans>
        </p>
      ) : canceled !== null ? (
        <p ref={notice} tabIndex={-1} role="status" className={styles.success}>
          <Trans>The registration is cancelled.</Trans>
        </p>
      ) : null}
      {list.count === 0 ? (
        <EmptyState
          title={t`You have not registered for any events yet.`}
          action={<Link to={EVENTS_PATH}>{t`See events`}</Link>}
        >
          {t`Talks, workshops and webinars are announced on the events page.`}
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t`Event registrations`}>
          {list.results.map((r) => (
            <li key={r.id} id={`registration-${r.id}`} className={styles.row}>
              <Link to={eventHref(r.event.slug)} className={styles.rowLink}>
                {r.event.title}
              </Link>
              <span className={styles.muted}>
                {formatEventStart(r.event.starts_at, locale)} ·{' '}
                {formatEventDuration(r.event.duration_minutes)} · {typeLabel(r.event.type)}
              </span>
              {r.event.address ? <span className={eventStyles.wrap}>{r.event.address}</span> : null}
              {r.event.online_url ? (
                <a
                  href={r.event.online_url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className={eventStyles.wrap}
                >
                  <Trans>Join the broadcast</Trans>
                </a>
              ) : null}
              <span>
                <Badge tone={TONES[r.state]}>{stateLabel(r.state)}</Badge>
              </span>
              {r.comment ? <span className={styles.muted}>{r.comment}</span> : null}
              {r.can_cancel ? (
                <span>
                  <CancelRegistration id={r.id} title={r.event.title} open={confirmCancel === r.id} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {list.next ? <Link to={`?page=${page + 1}`}>{t`Next page`}</Link> : null}
    </article>
  )
}
