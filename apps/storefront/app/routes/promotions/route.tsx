import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import * as catalogStyles from '../../features/catalog/catalog.css.ts'
import { mediaUrl } from '../../features/catalog/home-blocks.ts'
import { siteName } from '../../features/catalog/listing.server.ts'
import { type PageSeo, pageTitle, seoMeta } from '../../features/catalog/seo-meta.ts'
import * as styles from '../../features/content/content.css.ts'
import { PROMOTIONS_PATH, promotionHref } from '../../features/content/content-links.ts'
import { PromotionDates } from '../../features/content/promotion-dates.tsx'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'
import { useLocale } from '../../lib/root-data.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const [i18n, page] = await Promise.all([
    createServerI18n(context.locale),
    context.api.content.listPromotions(),
  ])
  const site = siteName(context.company)
  const seo: PageSeo = {
    title: pageTitle(i18n._(msg`Promotions`), site),
    description: '',
    canonical: `${requestOrigin(request)}${PROMOTIONS_PATH}`,
    image: null,
    siteName: site,
    locale: context.locale,
  }
  const promotions = page.results.map((p) => ({
    slug: p.slug,
    title: p.title,
    description: p.description,
    since: p.active_since,
    until: p.active_until,
    image: mediaUrl(p.image, context.api.options.baseUrl),
    href: promotionHref(p.slug),
  }))
  return data({ promotions, seo }, { headers: pageCacheHeaders(request) })
}

/** The promotions running now (spec §2 `/promotions/`), each linking to its page. */
export default function PromotionsPage() {
  const { promotions } = useLoaderData<typeof loader>()
  const locale = useLocale()
  return (
    <>
      <h1 className={catalogStyles.title}>
        <Trans>Promotions</Trans>
      </h1>
      {promotions.length === 0 ? (
        <p className={catalogStyles.muted}>
          <Trans>There are no promotions right now.</Trans>
        </p>
      ) : (
        <ul className={styles.cards}>
          {promotions.map((promotion) => (
            <li key={promotion.slug} className={styles.card}>
              {promotion.image ? <img src={promotion.image} alt="" className={styles.cardImage} /> : null}
              <h2 className={styles.cardTitle}>
                <Link to={promotion.href}>{promotion.title}</Link>
              </h2>
              <PromotionDates since={promotion.since} until={promotion.until} locale={locale} />
              {promotion.description ? <p className={styles.paragraph}>{promotion.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
