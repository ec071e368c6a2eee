import { Trans, useLingui } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ApiError } from '@vitrina/api-client'
import { routeUrl } from '@vitrina/domain/maps'
import { groupWeekHours, isWeekHours } from '@vitrina/domain/outlet-hours'
import { siteName } from '../../features/catalog/listing.server.ts'
import { cardDisplay, toCardView } from '../../features/catalog/product-cards.ts'
import { ProductList } from '../../features/catalog/product-list.tsx'
import { type PageSeo, pageTitle, seoMeta } from '../../features/catalog/seo-meta.ts'
import { MapView } from '../../features/maps/map-view.tsx'
import { withStatus } from '../../features/outlets/finder.server.ts'
import { shopsHref } from '../../features/outlets/finder-query.ts'
import { useOutletTexts, weekdayName } from '../../features/outlets/outlet-texts.ts'
import * as styles from '../../features/outlets/outlets.css.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'
import { useLocale } from '../../lib/root-data.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

/** `/shops/{region}/{outlet}/`: one outlet — address, hours, phone, map, route, the products in stock there. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = /^\d{1,9}$/.test(params.outlet ?? '') ? Number(params.outlet) : null
  if (id === null) throw data(null, { status: 404 })
  const context = await storefrontContext(request)
  const outlet = await context.api.catalog.getOutlet(id).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  })
  // The region is part of the address: another region's outlet under this one is not this page.
  if (outlet.region_slug !== params.region) throw data(null, { status: 404 })
  const site = siteName(context.company)
  const seo: PageSeo = {
    title: pageTitle(outlet.name, site),
    description: outlet.address,
    canonical: `${requestOrigin(request)}/shops/${outlet.region_slug}/${outlet.id}/`,
    image: null,
    siteName: site,
    locale: context.locale,
  }
  return data(
    {
      outlet: withStatus(outlet, new Date()),
      products: outlet.products.map(toCardView),
      display: cardDisplay(context.company),
      seo,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export default function ShopPage() {
  const { outlet, products, display } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const locale = useLocale()
  const texts = useOutletTexts(locale)
  const status = texts.status(outlet.status)
  const place = { lat: outlet.latitude, lon: outlet.longitude }
  const hours = isWeekHours(outlet.hours) ? groupWeekHours(outlet.hours) : []
  const days = (from: number, to: number) =>
    from === to ? weekdayName(from, locale) : `${weekdayName(from, locale)}–${weekdayName(to, locale)}`
  return (
    <div className={styles.page}>
      <p className={styles.muted}>
        <Link to={shopsHref(outlet.region_slug)}>
          <Trans>All shops in {outlet.region_name}</Trans>
        </Link>
      </p>
      <h1 className={styles.title}>{outlet.name}</h1>
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="shop-contacts">
          <h2 id="shop-contacts" className={styles.cardTitle}>
            <Trans>Address and hours</Trans>
          </h2>
          <p className={styles.meta}>
            <span>{outlet.address}</span>
            {outlet.mall ? <span>{outlet.mall}</span> : null}
            {outlet.metro ? <span>{t`Metro: ${outlet.metro}`}</span> : null}
          </p>
          {status ? (
            <p className={outlet.status.state === 'open' ? styles.open : styles.closed}>{status}</p>
          ) : null}
          {hours.length > 0 ? (
            <dl className={styles.hours}>
              {hours.map(([from, to, day]) => (
                <div key={from} style={{ display: 'contents' }}>
                  <dt>{days(from, to)}</dt>
                  <dd style={{ margin: 0 }}>
                    {day === null
                      ? t`Closed`
                      : day.open === day.close
                        ? t`Open 24 hours`
                        : `${day.open}–${day.close}`}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {outlet.phone ? (
            <p className={styles.meta}>
              <Trans>Phone:</Trans> <a href={`tel:${outlet.phone}`}>{outlet.phone}</a>
            </p>
          ) : null}
          {outlet.services.length > 0 ? (
            <p className={styles.muted}>{outlet.services.map(texts.serviceName).join(' · ')}</p>
          ) : null}
          <p className={styles.meta}>
            <a href={routeUrl(place)} target="_blank" rel="noopener noreferrer">
              <Trans>Build a route</Trans>
              <span className={styles.muted}>
                {' '}
                <Trans>(opens Yandex Maps)</Trans>
              </span>
            </a>
          </p>
        </section>
        <MapView
          label={t`${outlet.name} on the map`}
          points={[{ id: outlet.id, lat: place.lat, lon: place.lon, title: outlet.name, kind: outlet.kind }]}
          // The address and the route link are beside the map: without a map nothing is missing.
          fallback={null}
        />
      </div>
      <section aria-labelledby="shop-products" className={styles.form}>
        <h2 id="shop-products" className={styles.cardTitle}>
          <Trans>In stock here</Trans>
        </h2>
        {products.length === 0 ? (
          <p className={styles.muted}>
            <Trans>This place has no goods on its shelves: orders are picked up here.</Trans>
          </p>
        ) : (
          <ProductList products={products} display={display} label={t`In stock here`} />
        )}
      </section>
    </div>
  )
}
