import { type CatalogItem, catalogPath } from '@vitrina/domain/links'
import type { CrumbLink } from '../catalog/category-links.ts'

/** The product page URL (spec §2: `/catalog/products/{product}/`, with the trailing slash of every link). */
export function productPath(slug: string): string {
  return `/catalog/products/${encodeURIComponent(slug)}/`
}

/**
 * Breadcrumbs of a product after "Catalog": its category chain (root first, as the API lists `bread_crumbs`),
 * then the product itself. Category URLs follow the domain rule for catalogue paths (slugs up the parent
 * chain), so they match the links of the catalogue pages.
 */
export function productCrumbs(product: {
  name: string
  slug: string
  breadCrumbs: readonly { name: string; slug: string }[]
}): CrumbLink[] {
  let parent: CatalogItem | null = null
  const categories = product.breadCrumbs.map((crumb) => {
    const item: CatalogItem = { slug: crumb.slug, parent }
    parent = item
    return { name: crumb.name, href: catalogPath(item) }
  })
  return [...categories, { name: product.name, href: productPath(product.slug) }]
}

/** The size guide is a static page (spec §2 `/static/{slug}`); null when the product has none. */
export function sizeGuideHref(slug: string | null, productHref?: string): string | null {
  const clean = slug?.trim().replace(/^\/+|\/+$/g, '') ?? ''
  if (clean === '' || clean.split('/').some((part) => part === '..' || part === '.')) return null
  const path = `/static/${clean.split('/').map(encodeURIComponent).join('/')}/`
  // The guide is an empty-layout page: it links back to the product it was opened from (`from`).
  return productHref ? `${path}?${BACK_PARAM}=${encodeURIComponent(productHref)}` : path
}

/** The query parameter of an empty-layout page that names the page it was opened from (a way back). */
export const BACK_PARAM = 'from'

/** The query parameter of the chosen colour (`?color=Red`). */
export const COLOUR_PARAM = 'color'

/** The query parameter a no-JavaScript add-to-cart redirects back with (`?added={sku}`): shows the message. */
export const ADDED_PARAM = 'added'

/**
 * The product page query with some parameters set (or removed with null). The one-off `added` flag is always
 * dropped, so choosing a colour or a review order after adding does not repeat "Added to cart".
 */
export function pageSearch(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search)
  params.delete(ADDED_PARAM)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name)
    else params.set(name, value)
  }
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}
