import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { EmptyState } from '@vitrina/ui/empty-state'
import { ResponsiveImage } from '@vitrina/ui/responsive-image'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import { TrailBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx'
import { notFound, nullWhenNotFound, siteName } from '../../features/catalog/listing.server.ts'
import { type PageSeo, pageTitle, seoMeta } from '../../features/catalog/seo-meta.ts'
import { Stars } from '../../features/tours/stars.tsx'
import {
  collectionHref,
  hotelHref,
  imageView,
  parseCollectionPath,
  samePath,
  TOURS_PATH,
} from '../../features/tours/tour-links.ts'
import * as styles from '../../features/tours/tours.css.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

/** `/hotel-collections/{c1…c4}/{slug}/`: a collection and its hotels; a collection under another path is sent to its own. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = parseCollectionPath(params['*'])
  if (!parsed) notFound()
  const context = await storefrontContext(request)
  const collection = await nullWhenNotFound(context.api.tours.getHotelCollection(parsed.slug))
  if (!collection) notFound()
  const own = collectionHref(collection.category_path, collection.slug)
  if (!samePath(parsed.categories, collection.category_path)) throw redirect(own, 301)
  const i18n = await createServerI18n(context.locale)
  const base = context.api.options.baseUrl
  const site = siteName(context.company)
  const seo: PageSeo = {
    title: pageTitle(collection.name, site),
    description: collection.description.slice(0, 160),
    canonical: `${requestOrigin(request)}${own}`,
    image: null,
    siteName: site,
    locale: context.locale,
  }
  return data(
    {
      seo,
      origin: requestOrigin(request),
      crumbs: [
        { name: i18n._(msg`Tours`), href: TOURS_PATH },
        { name: i18n._(msg`Hotel collections`), href: `${TOURS_PATH}#collections` },
        { name: collection.name, href: own },
      ],
      name: collection.name,
      description: collection.description,
      hotels: collection.hotels.map((h) => ({
        id: h.id,
        name: h.name,
        stars: h.stars,
        address: h.address,
        amenities: h.amenities,
        href: hotelHref(h.category_path, h.slug),
        image: imageView(h.image, base),
      })),
    },
    { headers: pageCacheHeaders(request) },
  )
}

/** A hotel collection (spec §2): its hotels with their stars, address and amenities. */
export default function HotelCollectionPage() {
  const page = useLoaderData<typeof loader>()
  const { t } = useLingui()
  return (
    <>
      <TrailBreadcrumbs trail={page.crumbs} origin={page.origin} />
      <h1 className={styles.title}>{page.name}</h1>
      <p className={styles.paragraph}>{page.description}</p>
      {page.hotels.length === 0 ? (
        <EmptyState title={t`No hotels in this collection yet`} />
      ) : (
        <ul className={styles.cards} aria-label={t`Hotels`}>
          {page.hotels.map((hotel) => (
            <li key={hotel.id}>
              <article className={styles.card} aria-labelledby={`hotel-${hotel.id}`}>
                {hotel.image ? (
                  <ResponsiveImage image={hotel.image} alt="" renderedWidth={320} ratio="4:3" cover />
                ) : null}
                <h2 id={`hotel-${hotel.id}`} className={styles.cardTitle}>
                  <Link to={hotel.href}>{hotel.name}</Link>
                </h2>
                <p className={styles.muted}>
                  <Stars count={hotel.stars} /> · {hotel.address}
                </p>
                {hotel.amenities.length > 0 ? (
                  <p className={styles.paragraph}>{hotel.amenities.join(', ')}</p>
                ) : null}
                <Link to={hotel.href}>
                  <Trans>Rooms and prices</Trans>
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
