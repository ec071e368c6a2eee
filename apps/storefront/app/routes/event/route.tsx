import { Trans, useLingui } from '@lingui/react/macro'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { formatEventDuration } from '@vitrina/domain/event-registration'
import { Badge } from '@vitrina/ui/badge'
import { Button } from '@vitrina/ui/button'
import { useEffect, useRef } from 'react'
import {
  forwardCacheHeaders,
  PRIVATE_PAGE_CACHE_CONTROL,
  pageCacheHeaders,
} from '../../features/catalog/cache-headers.server.ts'
import * as catalogStyles from '../../features/catalog/catalog.css.ts'
import { seoMeta } from '../../features/catalog/seo-meta.ts'
import * as content from '../../features/content/content.css.ts'
import { ContentBreadcrumbs } from '../../features/content/content-breadcrumbs.tsx'
import { EVENTS_PATH, eventHref } from '../../features/events/event-filters.ts'
import {
  formatEventStart,
  useEventTypeLabel,
  useRegistrationStateLabel,
} from '../../features/events/event-labels.tsx'
import { EventPlace } from '../../features/events/event-place.tsx'
import {
  type EventRefusal,
  type EventReply,
  eventRefusal,
  REGISTERED_NOTICE_ID,
} from '../../features/events/event-registration-view.ts'
import * as styles from '../../features/events/events.css.ts'
import { useLocale } from '../../lib/root-data.ts'
import { loadEvent, registerAction } from './event.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])
export const headers = forwardCacheHeaders

export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = await loadEvent(request, params, new Date())
  // With a customer's registration on it the page is theirs alone.
  const headers = page.signedIn ? { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL } : pageCacheHeaders(request)
  return data(page, { headers })
}

export const action = ({ request, params }: ActionFunctionArgs) => registerAction(request, params)

/** An event (spec §2, §3 "Event"): when, how long, who, where, the terms, and registration. */
export default function EventPage() {
  const page = useLoaderData<typeof loader>()
  const { event } = page
  const { t } = useLingui()
  const typeLabel = useEventTypeLabel()
  const locale = useLocale()
  return (
    <article>
      <ContentBreadcrumbs
        crumbs={[
          { name: t`Events`, href: EVENTS_PATH },
          { name: event.title, href: eventHref(event.slug) },
        ]}
        origin={page.origin}
      />
      <h1 className={catalogStyles.title}>{event.title}</h1>
      <p className={styles.badges}>
        <Badge tone={event.type === 'online' ? 'brand' : 'neutral'}>{typeLabel(event.type)}</Badge>
      </p>
      <dl className={content.details}>
        <dt className={content.term}>
          <Trans>Date and time</Trans>
        </dt>
        <dd className={content.definition}>{formatEventStart(event.starts_at, locale)}</dd>
        <dt className={content.term}>
          <Trans>Duration</Trans>
        </dt>
        <dd className={content.definition}>{formatEventDuration(event.duration_minutes)}</dd>
        <dt className={content.term}>
          <Trans>Organizer</Trans>
        </dt>
        <dd className={content.definition}>{event.organizer}</dd>
        {event.speaker ? (
          <>
            <dt className={content.term}>
              <Trans>Speaker</Trans>
            </dt>
            <dd className={content.definition}>{event.speaker}</dd>
          </>
        ) : null}
        {event.places_left !== null ? (
          <>
            <dt className={content.term}>
              <Trans>Places left</Trans>
            </dt>
            <dd className={content.definition}>{event.places_left}</dd>
          </>
        ) : null}
      </dl>
      <div className={content.prose}>
        {event.description ? <p className={content.paragraph}>{event.description}</p> : null}
        {event.terms ? (
          <section aria-labelledby="event-terms-title">
            <h2 id="event-terms-title" className={catalogStyles.sectionTitle}>
              <Trans>Terms</Trans>
            </h2>
            <p className={content.paragraph}>{event.terms}</p>
          </section>
        ) : null}
      </div>
      {event.type === 'offline' && event.address ? (
        <EventPlace
          slug={event.slug}
          title={event.title}
          address={event.address}
          latitude={event.latitude}
          longitude={event.longitude}
        />
      ) : null}
      <Registration />
    </article>
  )
}

function Registration() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<EventReply>() ?? undefined
  const refused = eventRefusal(reply)
  const { t } = useLingui()
  const stateLabel = useRegistrationStateLabel()
  const navigation = useNavigation()
  const status = useRef<HTMLParagraphElement>(null)
  // After registering (or a refusal) the focus goes to the sentence that says what happened.
  useEffect(() => {
    if (page.justRegistered || reply) status.current?.focus()
  }, [page.justRegistered, reply])
  const errors: Record<EventRefusal, string> = {
    full: t`Sorry, there are no places left.`,
    past: t`Registration is closed: the event has already started.`,
    already: t`You are already registered for this event.`,
    failed: t`Something went wrong. Please try again.`,
  }
  const { registration, hasActive, refusal } = page
  return (
    <section aria-labelledby="registration-title" className={styles.register}>
      <h2 id="registration-title" className={catalogStyles.sectionTitle}>
        <Trans>Registration</Trans>
      </h2>
      {refused ? (
        <p id={REGISTERED_NOTICE_ID} ref={status} tabIndex={-1} role="alert">
          {errors[refused]}
        </p>
      ) : registration ? (
        <p id={REGISTERED_NOTICE_ID} ref={status} tabIndex={-1} role="status">
          {page.justRegistered ? <Trans>You are registered.</Trans> : null}{' '}
          <Trans>Your registration: {stateLabel(registration.state)}.</Trans>
        </p>
      ) : null}
      {hasActive ? (
        <p>
          <Link to="/my/event-registrations/">{t`My event registrations`}</Link>
        </p>
      ) : refusal === 'past' ? (
        <p>
          <Trans>Registration is closed: the event has already started.</Trans>
        </p>
      ) : refusal === 'full' ? (
        <p>
          <Trans>Sorry, there are no places left.</Trans>
        </p>
      ) : (
        <Form method="post">
          {page.signedIn ? null : (
            <p className={styles.meta}>
              <Trans>Registration requires signing in; you will come back here after it.</Trans>
            </p>
          )}
          <Button type="submit" name="intent" value="register" disabled={navigation.state === 'submitting'}>
            <Trans>Register</Trans>
          </Button>
        </Form>
      )}
    </section>
  )
}
