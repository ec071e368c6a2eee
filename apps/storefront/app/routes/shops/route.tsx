import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { siteName } from '../../features/catalog/listing.server.ts'
import { type PageSeo, pageTitle, seoMeta } from '../../features/catalog/seo-meta.ts'
import { loadFinder, redirectToRegion } from '../../features/outlets/finder.server.ts'
import { OutletFinder } from '../../features/outlets/outlet-finder.tsx'
import * as styles from '../../features/outlets/outlets.css.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'
import { useLocale } from '../../lib/root-data.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

/** `/shops/` (redirects to a region) and `/shops/{region}/`: the outlet finder (spec §2). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const url = new URL(request.url)
  if (!params.region) redirectToRegion(context, url)
  const [i18n, finder] = await Promise.all([
    createServerI18n(context.locale),
    loadFinder(context, params.region, url),
  ])
  const site = siteName(context.company)
  const heading =
    finder.outletName === 'office'
      ? i18n._(msg`Our offices in ${finder.region.name}`)
      : i18n._(msg`Our shops in ${finder.region.name}`)
  const seo: PageSeo = {
    title: pageTitle(heading, site),
    description: '',
    canonical: `${requestOrigin(request)}/shops/${finder.region.slug}/`,
    image: null,
    siteName: site,
    locale: context.locale,
  }
  return data({ ...finder, heading, seo }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function ShopsPage() {
  const { heading, region, regions, query, outlets, count } = useLoaderData<typeof loader>()
  const locale = useLocale()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.muted} aria-live="polite">
        <Trans>Found: {count}</Trans>
      </p>
      <OutletFinder region={region} regions={regions} query={query} outlets={outlets} locale={locale} />
    </div>
  )
}
