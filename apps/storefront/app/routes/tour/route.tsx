import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { forwardCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import { seoMeta } from '../../features/catalog/seo-meta.ts'
import { loadTourPath } from './tour.server.ts'
import { TourCategoryView } from './tour-category-view.tsx'
import { TourView } from './tour-view.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const headers = forwardCacheHeaders

export const loader = ({ request, params }: LoaderFunctionArgs) => loadTourPath(request, params['*'])

/** `/tours/{c1…c5}/{slug}/` and its `/search/` variant, or a tour section `/tours/{c1…c5}/` (spec §2). */
export default function TourPathPage() {
  const page = useLoaderData<typeof loader>()
  return page.kind === 'tour' ? <TourView page={page} /> : <TourCategoryView page={page} />
}
