import { useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import { Breadcrumbs } from '@vitrina/ui/breadcrumbs'
import { breadcrumbListJsonLd, type CrumbLink, jsonLdText } from '../catalog/category-links.ts'

/**
 * The trail of a content page (promotions, sections): "Home" first, then the given crumbs, with the same
 * trail as schema.org BreadcrumbList JSON-LD (the catalogue pages start with "Catalog" instead).
 */
export function ContentBreadcrumbs({ crumbs, origin }: { crumbs: readonly CrumbLink[]; origin: string }) {
  const { t } = useLingui()
  const trail = [{ name: t`Home`, href: '/' }, ...crumbs]
  return (
    <>
      <Breadcrumbs
        label={t`Breadcrumbs`}
        items={trail.map((crumb) => ({ label: crumb.name, href: crumb.href }))}
        renderLink={(crumb) => (
          <Link to={crumb.href} prefetch="intent">
            {crumb.label}
          </Link>
        )}
      />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; jsonLdText escapes '<'.
        dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumbListJsonLd(trail, origin)) }}
      />
    </>
  )
}
