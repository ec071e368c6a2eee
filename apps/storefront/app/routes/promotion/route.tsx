import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import * as catalogStyles from '../../features/catalog/catalog.css.ts'
import { ProductList } from '../../features/catalog/product-list.tsx'
import { seoMeta } from '../../features/catalog/seo-meta.ts'
import * as styles from '../../features/content/content.css.ts'
import { ContentBreadcrumbs } from '../../features/content/content-breadcrumbs.tsx'
import { PromotionDates } from '../../features/content/promotion-dates.tsx'
import { PromotionParticipation } from '../../features/promotions/promotion-participation.tsx'
import { PromotionPlaces } from '../../features/promotions/promotion-places.tsx'
import { useLocale } from '../../lib/root-data.ts'
import { type ParticipationReply, participationAction } from './participation.server.ts'
import { loadPromotion } from './promotion.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

export async function loader({ request, params }: LoaderFunctionArgs) {
  return data(await loadPromotion(request, params, new Date()), { headers: pageCacheHeaders(request) })
}

export const action = ({ request, params }: ActionFunctionArgs) => participationAction(request, params)

/**
 * A promotion (spec §2 `/promotions/{promotion}/`): dates, description, terms, taking part, its outlets and
 * hotels, and its products.
 */
export default function PromotionPage() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<ParticipationReply>()
  const { promotion } = page
  const { t } = useLingui()
  const locale = useLocale()
  const count = page.productCount
  return (
    <article>
      <ContentBreadcrumbs crumbs={page.crumbs} origin={page.origin} />
      <h1 className={catalogStyles.title}>{promotion.title}</h1>
      <PromotionDates since={promotion.since} until={promotion.until} locale={locale} />
      {promotion.over ? (
        <p role="status">
          <strong>
            <Trans>This promotion has ended.</Trans>
          </strong>
        </p>
      ) : null}
      {promotion.image ? <img src={promotion.image} alt="" className={styles.cardImage} /> : null}
      <div className={styles.prose}>
        {promotion.description ? <p className={styles.paragraph}>{promotion.description}</p> : null}
        {promotion.terms ? (
          <section aria-labelledby="terms-title">
            <h2 id="terms-title" className={catalogStyles.sectionTitle}>
              <Trans>Terms</Trans>
            </h2>
            <p className={styles.paragraph}>{promotion.terms}</p>
          </section>
        ) : null}
      </div>
      {promotion.isParticipation ? (
        <PromotionParticipation
          participation={page.participation}
          signedIn={page.signedIn}
          givesPromoCode={promotion.givesPromoCode}
          over={promotion.over}
          search={page.search}
          error={reply?.error ?? null}
        />
      ) : null}
      <PromotionPlaces outlets={promotion.outlets} hotels={promotion.hotels} />
      {page.products.length > 0 ? (
        <section aria-labelledby="promotion-products-title">
          <h2 id="promotion-products-title" className={catalogStyles.sectionTitle}>
            <Trans>Promotion products</Trans>
          </h2>
          <ProductList products={page.products} display={page.display} label={t`Promotion products`} />
        </section>
      ) : null}
      <p className={styles.actions}>
        {count > 0 ? (
          <Link to={page.listingHref} className={catalogStyles.button}>
            <Trans>
              All promotion products (<Plural value={count} one="# product" other="# products" />)
            </Trans>
          </Link>
        ) : null}
        <Link to="/catalog/">
          <Trans>To catalog</Trans>
        </Link>
      </p>
    </article>
  )
}
