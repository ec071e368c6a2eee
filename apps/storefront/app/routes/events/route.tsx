import { Trans, useLingui } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Badge } from '@vitrina/ui/badge'
import { EmptyState } from '@vitrina/ui/empty-state'
import { TabLinks } from '@vitrina/ui/tab-links'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import * as catalogStyles from '../../features/catalog/catalog.css.ts'
import { seoMeta } from '../../features/catalog/seo-meta.ts'
import * as content from '../../features/content/content.css.ts'
import { eventHref, eventsHref } from '../../features/events/event-filters.ts'
import { formatEventStart, useEventTypeLabel } from '../../features/events/event-labels.tsx'
import * as styles from '../../features/events/events.css.ts'
import { useLocale } from '../../lib/root-data.ts'
import { loadEvents } from './events.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])
export const headers = forwardCacheHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  return data(await loadEvents(request), { headers: pageCacheHeaders(request) })
}

/** /events (spec §2, issue 15): events by type and upcoming/past; the filters are links, so no JavaScript is needed. */
export default function EventsPage() {
  const { events, filters, next } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const typeLabel = useEventTypeLabel()
  const locale = useLocale()
  const link = ({
    href,
    className,
    current,
    children,
  }: {
    href: string
    className: string
    current: boolean
    children: React.ReactNode
  }) => (
    <Link to={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  )
  return (
    <article>
      <h1 className={catalogStyles.title}>
        <Trans>Events</Trans>
      </h1>
      <div className={styles.filters}>
        <TabLinks
          label={t`Event type`}
          renderLink={link}
          items={(['all', 'offline', 'online'] as const).map((type) => ({
            href: eventsHref({ ...filters, type, page: 1 }),
            label: type === 'all' ? t`All events` : typeLabel(type),
            current: filters.type === type,
          }))}
        />
        <TabLinks
          label={t`When`}
          renderLink={link}
          items={(['upcoming', 'past'] as const).map((when) => ({
            href: eventsHref({ ...filters, when, page: 1 }),
            label: when === 'upcoming' ? t`Upcoming` : t`Past`,
            current: filters.when === when,
          }))}
        />
      </div>
      {events.length === 0 ? (
        <EmptyState title={t`No events here yet`}>
          {filters.when === 'upcoming'
            ? t`New events are announced every month: look in again soon or see the past ones.`
            : t`There were no events of this kind.`}
        </EmptyState>
      ) : (
        <ul className={content.cards} aria-label={t`Events`}>
          {events.map((event) => (
            <li key={event.slug} className={content.card}>
              <h2 className={content.cardTitle}>
                <Link to={eventHref(event.slug)}>{event.title}</Link>
              </h2>
              <p className={styles.meta}>{formatEventStart(event.starts_at, locale)}</p>
              <p className={styles.badges}>
                <Badge tone={event.type === 'online' ? 'brand' : 'neutral'}>{typeLabel(event.type)}</Badge>
                {event.places_left === 0 && filters.when === 'upcoming' ? (
                  <Badge tone="warning">{t`No places left`}</Badge>
                ) : null}
              </p>
              {event.address ? <p className={styles.wrap}>{event.address}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <p className={content.actions}>
          <Link to={eventsHref({ ...filters, page: filters.page + 1 })}>{t`Next page`}</Link>
        </p>
      ) : null}
    </article>
  )
}
