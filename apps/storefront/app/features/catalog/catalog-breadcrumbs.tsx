import { useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import { Breadcrumbs } from '@vitrina/ui/breadcrumbs'
import { breadcrumbListJsonLd, type CrumbLink, jsonLdText } from './category-links.ts'

/**
 * The trail of a catalogue page: "Catalog" first, then the given crumbs (root first, the current page last).
 */
export function CatalogBreadcrumbs({ crumbs, origin }: { crumbs: readonly CrumbLink[]; origin: string }) {
  const { t } = useLingui()
  return <TrailBreadcrumbs trail={[{ name: t`Catalog`, href: '/catalog/' }, ...crumbs]} origin={origin} />
}

/**
 * A visible trail and the same trail as a schema.org BreadcrumbList for search engines. The JSON-LD sits
 * next to the visible trail (valid anywhere in the body) so both come from one translated list.
 */
export function TrailBreadcrumbs({ trail, origin }: { trail: readonly CrumbLink[]; origin: string }) {
  const { t } = useLingui()
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
