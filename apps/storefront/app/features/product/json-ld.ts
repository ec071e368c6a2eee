/**
 * schema.org structured data of the product page: a `Product` with its offer. The breadcrumb trail's
 * `BreadcrumbList` and the escaping for the inline script are the catalogue's (`category-links.ts`).
 */

export type ProductLdInput = {
  name: string
  description: string
  article: string
  brand: string | null
  /** Absolute image URLs. */
  images: string[]
  /** The canonical (absolute) page URL. */
  url: string
  /** Decimal string of the offered price ("1990.00"); null when the product has no price. */
  price: string | null
  currency: string
  inStock: boolean
  rating: { value: number; count: number } | null
}

/** A schema.org `Product`. Without a price there is no `offers` (an offer must have one). */
export function productJsonLd(input: ProductLdInput): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    sku: input.article,
    url: input.url,
  }
  if (input.description) ld.description = input.description
  if (input.images.length > 0) ld.image = input.images
  if (input.brand) ld.brand = { '@type': 'Brand', name: input.brand }
  if (input.price !== null) {
    ld.offers = {
      '@type': 'Offer',
      url: input.url,
      price: input.price,
      priceCurrency: input.currency,
      availability: input.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    }
  }
  if (input.rating && input.rating.count > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: input.rating.value,
      reviewCount: input.rating.count,
    }
  }
  return ld
}
