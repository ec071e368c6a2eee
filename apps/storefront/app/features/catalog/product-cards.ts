import type { CompanySettings, ProductCard } from '@vitrina/api-client/schemas'
import { menuLink } from '@vitrina/domain/links'
import type { ProductCardData } from '@vitrina/ui/product-card'

/** What a listing card shows of a product, and where it links. */
export type CardView = ProductCardData & { id: number; href: string }

/**
 * How the company wants listing cards drawn (spec §3): images by product_image_ratio_listing and
 * is_product_image_cover; the rating and review count unless is_listing_reviews_hidden.
 */
export type CardDisplay = { ratio: string; cover: boolean; reviews: boolean }

/** A product of the API as a card: only the fields the card shows, and the product page link. */
export function toCardView(product: ProductCard): CardView {
  return {
    id: product.id,
    href: menuLink({ type: 'PRODUCT', value: product.slug }),
    name: product.name,
    brand: product.brand,
    image: product.image,
    price: product.price,
    old_price: product.old_price,
    in_stock: product.in_stock,
    rating: product.rating,
    reviews_count: product.reviews_count,
  }
}

export function cardDisplay(company: CompanySettings): CardDisplay {
  return {
    ratio: company.product_image_ratio_listing,
    cover: company.is_product_image_cover,
    reviews: !company.is_listing_reviews_hidden,
  }
}

/** The items in the order of `ids` (the admin's order; the API answers in its own); missing ids are skipped. */
export function orderByIds<T extends { id: number }>(items: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? [])
}

/** The card as the company shows it: without its rating when listing reviews are hidden. */
export function shownCard(card: CardView, display: CardDisplay): CardView {
  return display.reviews ? card : { ...card, rating: 0, reviews_count: 0 }
}
