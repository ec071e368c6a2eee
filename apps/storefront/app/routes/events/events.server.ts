import { msg } from '@lingui/core/macro'
import { siteName } from '../../features/catalog/listing.server.ts'
import { type PageSeo, pageTitle } from '../../features/catalog/seo-meta.ts'
import { eventsHref, readEventFilters } from '../../features/events/event-filters.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'

const PAGE_SIZE = 12

/** The events list for the URL's filters; each page shows its own page of results ("Show more" links on). */
export async function loadEvents(request: Request) {
  const filters = readEventFilters(new URL(request.url).searchParams)
  const context = await storefrontContext(request)
  const [i18n, page] = await Promise.all([
    createServerI18n(context.locale),
    context.api.content.listEvents({
      ...(filters.type === 'all' ? {} : { type: filters.type }),
      when: filters.when,
      page: filters.page,
      page_size: PAGE_SIZE,
    }),
  ])
  const site = siteName(context.company)
  const seo: PageSeo = {
    title: pageTitle(i18n._(msg`Events`), site),
    description: '',
    canonical: `${requestOrigin(request)}${eventsHref(filters)}`,
    image: null,
    siteName: site,
    locale: context.locale,
  }
  return { events: page.results, filters, next: page.next !== null, seo }
}
