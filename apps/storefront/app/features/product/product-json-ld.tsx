import { jsonLdText } from '../catalog/category-links.ts'
import { productJsonLd } from './json-ld.ts'
import type { ProductOffer } from './product-meta.ts'

/** The page's `Product` structured data with its offer (the trail's BreadcrumbList comes with the crumbs). */
export function ProductJsonLd({
  product,
  images,
  canonical,
  origin,
  offer,
}: {
  product: {
    name: string
    description: string
    article: string
    brand: string | null
    rating: number
    reviewsCount: number
  }
  images: readonly string[]
  canonical: string
  origin: string
  offer: ProductOffer
}) {
  const json = jsonLdText(
    productJsonLd({
      name: product.name,
      description: product.description,
      article: product.article,
      brand: product.brand,
      images: images.map((src) => new URL(src, origin).href),
      url: canonical,
      price: offer.price,
      currency: offer.currency,
      inStock: offer.inStock,
      rating: { value: product.rating, count: product.reviewsCount },
    }),
  )
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; jsonLdText escapes '<'.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}
