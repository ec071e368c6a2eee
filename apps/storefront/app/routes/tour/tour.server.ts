import { msg } from '@lingui/core/macro'
import { data, redirect } from '@remix-run/node'
import type { TourCategoryNode, TourDetail } from '@vitrina/api-client/schemas'
import { encodeTourSearch } from '@vitrina/domain/tour-search'
import { pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import { notFound, nullWhenNotFound, siteName } from '../../features/catalog/listing.server.ts'
import { type PageSeo, pageTitle } from '../../features/catalog/seo-meta.ts'
import {
  hotelHref,
  imageView,
  parseTourPath,
  samePath,
  TOURS_PATH,
  tourCategoryHref,
  tourHref,
  tourSearchHref,
} from '../../features/tours/tour-links.ts'
import { formValues, loadSearchForm, readSearch, shopToday } from '../../features/tours/tour-search.server.ts'
import { offerView, tourCardView } from '../../features/tours/tour-views.server.ts'
import { type StorefrontContext, storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'

const OFFERS_ON_TOUR_PAGE = 20

/**
 * `/tours/*`: a tour page (`…/{slug}/`), its search variant (`…/{slug}/search/?…`) or a category listing
 * (`/tours/{c1…c5}/`). The last segment is asked for as a tour first; the whole path is a category otherwise.
 */
export async function loadTourPath(request: Request, splat: string | undefined) {
  const parsed = parseTourPath(splat)
  if (!parsed) notFound()
  const context = await storefrontContext(request)
  const tour =
    parsed.tour?.kind === 'tour' ? await nullWhenNotFound(context.api.tours.getTour(parsed.tour.slug)) : null
  if (tour && parsed.tour?.kind === 'tour') {
    const url = new URL(request.url)
    // One address per page: a tour reached through another category path is sent to its own.
    if (!samePath(parsed.tour.categories, tour.category_path)) {
      const own = parsed.tour.search
        ? tourSearchHref(tour.category_path, tour.slug, '')
        : tourHref(tour.category_path, tour.slug)
      throw redirect(`${own.split('?')[0]}${url.search}`, 301)
    }
    return loadTour(request, context, tour, parsed.tour.search)
  }
  if (parsed.category?.kind === 'category') return loadCategory(request, context, parsed.category.categories)
  notFound()
}

async function pageSeo(
  context: StorefrontContext,
  request: Request,
  title: string,
  description: string,
  canonical: string | null,
) {
  const site = siteName(context.company)
  return {
    title: pageTitle(title, site),
    description,
    canonical: canonical === null ? null : `${requestOrigin(request)}${canonical}`,
    image: null,
    siteName: site,
    locale: context.locale,
    noindex: canonical === null,
  } satisfies PageSeo
}

async function loadTour(request: Request, context: StorefrontContext, tour: TourDetail, search: boolean) {
  const url = new URL(request.url)
  const today = shopToday()
  const base = context.api.options.baseUrl
  const own = tourHref(tour.category_path, tour.slug)
  const read = search ? readSearch(url.searchParams, today) : null
  if (read?.kind === 'redirect')
    throw redirect(tourSearchHref(tour.category_path, tour.slug, read.query), 302)
  const [i18n, form, departures] = await Promise.all([
    createServerI18n(context.locale),
    loadSearchForm(context, today),
    context.api.tours.listTourDepartures(tour.slug),
  ])
  const offers =
    read?.kind === 'search'
      ? await context.api.tours.searchTours({
          ...encodeTourSearch(read.search),
          tour: tour.slug,
          sort: 'date',
          page_size: OFFERS_ON_TOUR_PAGE,
        })
      : null
  const seo = await pageSeo(context, request, tour.name, tour.summary, search ? null : own)
  return data(
    {
      kind: 'tour' as const,
      seo,
      origin: requestOrigin(request),
      tour: {
        name: tour.name,
        summary: tour.summary,
        description: tour.description,
        destination: tour.destination,
        included: tour.included,
        transfer: tour.transfer,
        crossesBorder: tour.crosses_border,
        priceFrom: tour.price_from,
        photos: tour.photos.flatMap((p) => imageView(p, base) ?? []),
        crumbs: [
          { name: i18n._(msg`Tours`), href: TOURS_PATH },
          ...tour.bread_crumbs.map((crumb, index) => ({
            name: crumb.name,
            href: tourCategoryHref(tour.bread_crumbs.slice(0, index + 1).map((c) => c.slug)),
          })),
          { name: tour.name, href: own },
        ],
        hotels: tour.hotels.map((h) => ({
          id: h.id,
          name: h.name,
          stars: h.stars,
          address: h.address,
          href: hotelHref(h.category_path, h.slug),
        })),
        searchAction: tourSearchHref(tour.category_path, tour.slug, ''),
      },
      departures: departures.map((d) => ({
        id: d.id,
        date: d.date,
        city: d.city.name,
        nights: d.nights,
        hotels: d.hotels.map((h) => h.name),
        href: tourSearchHref(
          tour.category_path,
          tour.slug,
          new URLSearchParams({
            from: d.city.slug,
            dates: d.date,
            ...(d.nights[0] ? { nights: String(d.nights[0]) } : {}),
          }).toString(),
        ),
      })),
      cities: form.cities.filter((c) => tour.departure_cities.some((d) => d.slug === c.slug)),
      form,
      search,
      values:
        read?.kind === 'search'
          ? formValues(read.search)
          : read?.kind === 'invalid'
            ? read.values
            : formValues(null),
      reply: read?.kind === 'invalid' ? read.reply : undefined,
      offers: offers ? offers.results.map((o) => offerView(o, offers.search.dates, base)) : null,
    },
    { headers: pageCacheHeaders(request), status: read?.kind === 'invalid' ? 400 : 200 },
  )
}

function findCategory(nodes: readonly TourCategoryNode[], path: readonly string[]): TourCategoryNode | null {
  for (const node of nodes) {
    if (samePath(node.path, path)) return node
    const below = findCategory(node.children, path)
    if (below) return below
  }
  return null
}

async function loadCategory(request: Request, context: StorefrontContext, path: string[]) {
  const tree = await context.api.tours.listTourCategories()
  const category = findCategory(tree, path)
  if (!category) notFound()
  const [i18n, tours] = await Promise.all([
    createServerI18n(context.locale),
    context.api.tours.listTours({ category: path.join('/'), page_size: 50 }),
  ])
  const crumbs = [{ name: i18n._(msg`Tours`), href: TOURS_PATH }]
  for (let depth = 1; depth <= path.length; depth++) {
    const node = findCategory(tree, path.slice(0, depth))
    if (node) crumbs.push({ name: node.name, href: tourCategoryHref(node.path) })
  }
  const seo = await pageSeo(context, request, category.name, '', tourCategoryHref(path))
  return data(
    {
      kind: 'category' as const,
      seo,
      origin: requestOrigin(request),
      name: category.name,
      crumbs,
      subsections: category.children.map((c) => ({ id: c.id, name: c.name, href: tourCategoryHref(c.path) })),
      tours: tours.results.map((t) => tourCardView(t, context.api.options.baseUrl)),
    },
    { headers: pageCacheHeaders(request) },
  )
}
