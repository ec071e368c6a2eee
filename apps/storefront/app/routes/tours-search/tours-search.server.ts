import { msg } from '@lingui/core/macro'
import { data, redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import { encodeTourSearch } from '@vitrina/domain/tour-search'
import { pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import { siteName } from '../../features/catalog/listing.server.ts'
import { type PageSeo, pageTitle } from '../../features/catalog/seo-meta.ts'
import { isTourSort, TOUR_SEARCH_PATH, type TourSort } from '../../features/tours/tour-links.ts'
import { formValues, loadSearchForm, readSearch, shopToday } from '../../features/tours/tour-search.server.ts'
import { offerView } from '../../features/tours/tour-views.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'

const PAGE_SIZE = 10

/**
 * `/tours/search/`: reads the search from the URL (a form's long fields redirect to the compact URL), asks the
 * API for priced offers sorted and paged, and builds the pager's links on the same query.
 */
export async function loadTourSearch(request: Request) {
  const context = await storefrontContext(request)
  const url = new URL(request.url)
  const today = shopToday()
  const read = readSearch(url.searchParams, today)
  if (read.kind === 'redirect') throw redirect(`${TOUR_SEARCH_PATH}?${read.query}`, 302)
  const [i18n, form] = await Promise.all([createServerI18n(context.locale), loadSearchForm(context, today)])
  const sortParam = url.searchParams.get('sort')
  const sort: TourSort = isTourSort(sortParam) ? sortParam : 'price'
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const site = siteName(context.company)
  const seo: PageSeo = {
    title: pageTitle(i18n._(msg`Tour search`), site),
    description: '',
    canonical: null,
    image: null,
    siteName: site,
    locale: context.locale,
    noindex: true,
  }
  if (read.kind === 'invalid') {
    return data(
      {
        seo,
        form,
        values: read.values,
        reply: read.reply,
        sort,
        offers: [],
        count: 0,
        page: 1,
        pages: 0,
        query: '',
      },
      { status: 400 },
    )
  }
  const answer = await context.api.tours
    .searchTours({ ...encodeTourSearch(read.search), sort, page, page_size: PAGE_SIZE })
    .catch((error: unknown) => {
      // A page past the end is an empty result, not an error page.
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    })
  const base = context.api.options.baseUrl
  const offers = (answer?.results ?? []).map((offer) => offerView(offer, answer?.search.dates ?? '', base))
  const count = answer?.count ?? 0
  return data(
    {
      seo,
      form,
      values: formValues(read.search),
      reply: undefined,
      sort,
      offers,
      count,
      page,
      pages: Math.ceil(count / PAGE_SIZE),
      query: read.query,
    },
    { headers: pageCacheHeaders(request) },
  )
}
