import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import * as styles from '../../features/catalog/catalog.css.ts'
import { categoryTree } from '../../features/catalog/category-links.ts'
import { CategoryTree, navigationTemplate } from '../../features/catalog/category-tree.tsx'
import { siteName } from '../../features/catalog/listing.server.ts'
import { metaDescription, type PageSeo, pageTitle, seoMeta } from '../../features/catalog/seo-meta.ts'
import { catalogReads } from '../../lib/catalog-cache.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

/**
 * The catalogue (spec §2 `/catalog/`, `/catalog/all-categories/` and the mobile `/m/catalog/`): one page
 * under three addresses, so all three name `/catalog/` as canonical.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const [nodes, i18n] = await Promise.all([
    catalogReads(context).listCategories(),
    createServerI18n(context.locale),
  ])
  const site = siteName(context.company)
  // <title> is rendered by `meta`, outside React, so this one text is translated here.
  const catalog = i18n._(msg`Catalog`)
  const seo: PageSeo = {
    title: pageTitle(catalog, site),
    description: metaDescription(
      `${catalog}: ${nodes.map((node) => node.name).join(', ')}.`,
      context.company.site_meta.description,
    ),
    canonical: `${requestOrigin(request)}/catalog/`,
    image: null,
    siteName: site,
    locale: context.locale,
  }
  const template = navigationTemplate(context.company.catalog_navigation_template)
  return data({ tree: categoryTree(nodes), template, seo }, { headers: pageCacheHeaders(request) })
}

export default function CatalogPage() {
  const { tree, template } = useLoaderData<typeof loader>()
  const { t } = useLingui()
  return (
    <>
      <h1 className={styles.title}>
        <Trans>Catalog</Trans>
      </h1>
      {tree.length === 0 ? (
        <p className={styles.muted}>
          <Trans>The catalogue is empty for now.</Trans>
        </p>
      ) : (
        <CategoryTree tree={tree} label={t`Categories`} template={template} />
      )}
    </>
  )
}
