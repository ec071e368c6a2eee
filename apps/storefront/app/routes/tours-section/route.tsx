import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import type { TourCategoryNode } from '@vitrina/api-client/schemas'
import { forwardCacheHeaders, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import { siteName } from '../../features/catalog/listing.server.ts'
import { type PageSeo, pageTitle, seoMeta } from '../../features/catalog/seo-meta.ts'
import { TOUR_SECTIONS_PATH, tourCategoryHref } from '../../features/tours/tour-links.ts'
import * as styles from '../../features/tours/tours.css.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

type SectionView = { id: number; name: string; href: string; children: SectionView[] }

const sectionView = (node: TourCategoryNode): SectionView => ({
  id: node.id,
  name: node.name,
  href: tourCategoryHref(node.path),
  children: node.children.map(sectionView),
})

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const [i18n, tree] = await Promise.all([
    createServerI18n(context.locale),
    context.api.tours.listTourCategories(),
  ])
  const site = siteName(context.company)
  const seo: PageSeo = {
    title: pageTitle(i18n._(msg`Tour sections`), site),
    description: '',
    canonical: `${requestOrigin(request)}${TOUR_SECTIONS_PATH}`,
    image: null,
    siteName: site,
    locale: context.locale,
  }
  return data({ seo, sections: tree.map(sectionView) }, { headers: pageCacheHeaders(request) })
}

function SectionTree({ sections }: { sections: readonly SectionView[] }) {
  return (
    <ul className={styles.list}>
      {sections.map((section) => (
        <li key={section.id}>
          <Link to={section.href}>{section.name}</Link>
          {section.children.length > 0 ? <SectionTree sections={section.children} /> : null}
        </li>
      ))}
    </ul>
  )
}

/** `/tours/section/` (spec §2): every tour section, as a tree down to five levels. */
export default function TourSectionsPage() {
  const { sections } = useLoaderData<typeof loader>()
  return (
    <>
      <h1 className={styles.title}>
        <Trans>Tour sections</Trans>
      </h1>
      <SectionTree sections={sections} />
    </>
  )
}
