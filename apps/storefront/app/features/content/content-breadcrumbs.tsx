import { useLingui } from '@lingui/react/macro'
import { TrailBreadcrumbs } from '../catalog/catalog-breadcrumbs.tsx'
import type { CrumbLink } from '../catalog/category-links.ts'

/** The trail of a content page (promotions, sections): "Home" first, then the given crumbs. */
export function ContentBreadcrumbs({ crumbs, origin }: { crumbs: readonly CrumbLink[]; origin: string }) {
  const { t } = useLingui()
  return <TrailBreadcrumbs trail={[{ name: t`Home`, href: '/' }, ...crumbs]} origin={origin} />
}
