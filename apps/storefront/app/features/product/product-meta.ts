import type { MetaDescriptor } from '@remix-run/node'
import { type PageSeo, seoMeta } from '../catalog/seo-meta.ts'

/** The offer a product page advertises: the preselected sku's price (null: price on request). */
export type ProductOffer = { price: string | null; currency: string; inStock: boolean }

/**
 * The product page's tags: the shop-wide title, description, canonical and Open Graph tags, with `og:type`
 * `product` and the offered price (`product:price:*`) for link previews.
 */
export function productMeta(seo: PageSeo, offer: ProductOffer): MetaDescriptor[] {
  const tags = seoMeta(seo).map((tag) =>
    'property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'product' } : tag,
  )
  if (offer.price !== null) {
    tags.push(
      { property: 'product:price:amount', content: offer.price },
      { property: 'product:price:currency', content: offer.currency },
    )
  }
  return tags
}
