import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { DEFAULT_NIGHTS } from '@vitrina/domain/tour-stay'
import { DEFAULT_TOURISTS } from '@vitrina/domain/tourists'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import { siteName } from '../../features/catalog/listing.server.ts'
import { type PageSeo, pageTitle, seoMeta } from '../../features/catalog/seo-meta.ts'
import { TourCards } from '../../features/tours/tour-cards.tsx'
import {
  collectionHref,
  imageView,
  TOUR_SEARCH_PATH,
  TOUR_SECTIONS_PATH,
  TOURS_PATH,
  tourCategoryHref,
} from '../../features/tours/tour-links.ts'
import { loadSearchForm, shopToday } from '../../features/tours/tour-search.server.ts'
import { TourSearchForm } from '../../features/tours/tour-search-form.tsx'
import { tourCardView } from '../../features/tours/tour-views.server.ts'
import * as styles from '../../features/tours/tours.css.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

const POPULAR_TOURS = 6

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const base = context.api.options.baseUrl
  const [i18n, form, categories, tours, collections] = await Promise.all([
    createServerI18n(context.locale),
    loadSearchForm(context, shopToday()),
    context.api.tours.listTourCategories(),
    context.api.tours.listTours({ page_size: POPULAR_TOURS }),
    context.api.tours.listHotelCollections({}),
  ])
  const site = siteName(context.company)
  const seo: PageSeo = {
    title: pageTitle(i18n._(msg`Tours`), site),
    description: i18n._(msg`Tours with flights and hotels: search by city, dates, nights and tourists.`),
    canonical: `${requestOrigin(request)}${TOURS_PATH}`,
    image: null,
    siteName: site,
    locale: context.locale,
  }
  return data(
    {
      seo,
      form,
      sections: categories.map((c) => ({ id: c.id, name: c.name, href: tourCategoryHref(c.path) })),
      tours: tours.results.map((tour) => tourCardView(tour, base)),
      collections: collections.map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        href: collectionHref(c.category_path, c.slug),
        image: imageView(c.image, base),
      })),
    },
    { headers: pageCacheHeaders(request) },
  )
}

/** `/tours/` (spec §2): the search form, the tour sections, popular tours and the hotel collections. */
export default function ToursPage() {
  const { form, sections, tours, collections } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const locale = useLocale()
  const currency = useShopCurrency()
  return (
    <>
      <h1 className={styles.title}>
        <Trans>Tours</Trans>
      </h1>
      <TourSearchForm
        action={TOUR_SEARCH_PATH}
        cities={form.cities}
        today={form.today}
        nightOptions={form.nightOptions}
        locale={locale}
        values={{
          from: null,
          date: null,
          dateTo: null,
          nightsMin: DEFAULT_NIGHTS.min,
          nightsMax: DEFAULT_NIGHTS.max,
          adults: DEFAULT_TOURISTS.adults,
          childAges: [],
        }}
      />
      {sections.length > 0 ? (
        <section aria-labelledby="tour-sections">
          <h2 id="tour-sections" className={styles.sectionTitle}>
            <Trans>Sections</Trans>
          </h2>
          <ul className={styles.facts}>
            {sections.map((section) => (
              <li key={section.id}>
                <Link to={section.href}>{section.name}</Link>
              </li>
            ))}
            <li>
              <Link to={TOUR_SECTIONS_PATH}>
                <Trans>All sections</Trans>
              </Link>
            </li>
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="popular-tours">
        <h2 id="popular-tours" className={styles.sectionTitle}>
          <Trans>Popular tours</Trans>
        </h2>
        <TourCards tours={tours} label={t`Popular tours`} currency={currency} locale={locale} />
      </section>
      {collections.length > 0 ? (
        <section aria-labelledby="collections-title" id="collections">
          <h2 id="collections-title" className={styles.sectionTitle}>
            <Trans>Hotel collections</Trans>
          </h2>
          <ul className={styles.cards} aria-labelledby="collections-title">
            {collections.map((collection) => (
              <li key={collection.id} className={styles.card}>
                {collection.image ? (
                  <img src={collection.image.url} alt="" className={styles.cardImage} />
                ) : null}
                <h3 className={styles.cardTitle}>
                  <Link to={collection.href}>{collection.name}</Link>
                </h3>
                <p className={styles.paragraph}>{collection.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
