import * as v from 'valibot'
import { Image, Money, Paginated } from './common.ts'

export const BreadCrumb = v.object({ id: v.number(), name: v.string(), slug: v.string() })

export type CategoryNode = {
  id: number
  name: string
  slug: string
  image: string | null
  share_path: string | null
  parent: number | null
  children: CategoryNode[]
}
export const CategoryNode: v.GenericSchema<CategoryNode> = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  image: v.nullable(v.string()),
  share_path: v.nullable(v.string()),
  parent: v.nullable(v.number()),
  children: v.array(v.lazy(() => CategoryNode)),
})

/** A category with its ancestors (root first) for breadcrumbs and catalogue paths. */
export const CategoryDetail = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  image: v.nullable(v.string()),
  share_path: v.nullable(v.string()),
  parent: v.nullable(v.number()),
  bread_crumbs: v.array(BreadCrumb),
  children: v.array(
    v.object({ id: v.number(), name: v.string(), slug: v.string(), image: v.nullable(v.string()) }),
  ),
})
export type CategoryDetail = v.InferOutput<typeof CategoryDetail>

export const ProductCard = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  article: v.string(),
  kind: v.picklist(['product', 'tour', 'hotel']),
  brand: v.nullable(v.string()),
  image: v.nullable(Image),
  price: v.nullable(Money),
  old_price: v.nullable(Money),
  in_stock: v.boolean(),
  rating: v.number(),
  reviews_count: v.number(),
  category: v.number(),
})
export type ProductCard = v.InferOutput<typeof ProductCard>

export const Facets = v.object({
  sizes: v.array(v.string()),
  colors: v.array(v.string()),
  brands: v.array(v.string()),
  price_min: v.nullable(Money),
  price_max: v.nullable(Money),
})
export type Facets = v.InferOutput<typeof Facets>

export const ProductPage = v.object({
  ...Paginated(ProductCard).entries,
  facets: Facets,
  /** Search only: the query with its misspelt words corrected ("did you mean"), else null. */
  suggestion: v.optional(v.nullable(v.string())),
})
export type ProductPage = v.InferOutput<typeof ProductPage>

export const Sku = v.object({
  id: v.number(),
  size: v.nullable(v.string()),
  color: v.nullable(v.string()),
  barcode: v.string(),
  price: Money,
  old_price: v.nullable(Money),
  in_stock: v.boolean(),
  stock: v.number(),
})
export type Sku = v.InferOutput<typeof Sku>

export const ProductDetail = v.object({
  ...ProductCard.entries,
  description: v.string(),
  properties: v.array(v.object({ name: v.string(), value: v.string() })),
  images: v.array(Image),
  size_guide: v.nullable(v.string()),
  collection: v.nullable(v.string()),
  skus: v.array(Sku),
  bread_crumbs: v.array(BreadCrumb),
  category_slug: v.string(),
})
export type ProductDetail = v.InferOutput<typeof ProductDetail>

export const OutletAvailability = v.object({
  outlet: v.object({
    id: v.number(),
    name: v.string(),
    address: v.string(),
    latitude: v.number(),
    longitude: v.number(),
  }),
  skus: v.array(v.object({ sku: v.number(), quantity: v.number() })),
})
export type OutletAvailability = v.InferOutput<typeof OutletAvailability>

export const Review = v.object({
  id: v.number(),
  author: v.string(),
  rating: v.number(),
  pros: v.string(),
  cons: v.string(),
  comment: v.string(),
  is_anonymous: v.boolean(),
  size: v.nullable(v.string()),
  created: v.string(),
  /** Photos of a published review: short-lived signed links (absent from older APIs). */
  photos: v.optional(v.array(v.object({ id: v.number(), url: v.string() })), []),
})
export type Review = v.InferOutput<typeof Review>
export const ReviewPage = Paginated(Review)

export const ReviewSummary = v.object({
  average: v.number(),
  count: v.number(),
  distribution: v.object({
    '1': v.number(),
    '2': v.number(),
    '3': v.number(),
    '4': v.number(),
    '5': v.number(),
  }),
})
export type ReviewSummary = v.InferOutput<typeof ReviewSummary>

export type NavigationItem = {
  id: number
  name: string
  type: 'PRODUCT_CATEGORY' | 'PRODUCT' | 'PROMOTION' | 'LINK'
  value: string | null
  slug: string | null
  image: string | null
  share_path: string | null
  share_url: string | null
  authentication_required: boolean
  display_settings: { mode: string; is_desktop: boolean; is_mobile: boolean }
  children: NavigationItem[]
}
export const NavigationItem: v.GenericSchema<NavigationItem> = v.object({
  id: v.number(),
  name: v.string(),
  type: v.picklist(['PRODUCT_CATEGORY', 'PRODUCT', 'PROMOTION', 'LINK']),
  value: v.nullable(v.string()),
  slug: v.nullable(v.string()),
  image: v.nullable(v.string()),
  share_path: v.nullable(v.string()),
  share_url: v.nullable(v.string()),
  authentication_required: v.boolean(),
  display_settings: v.object({ mode: v.string(), is_desktop: v.boolean(), is_mobile: v.boolean() }),
  children: v.array(v.lazy(() => NavigationItem)),
})

export const Outlet = v.object({
  id: v.number(),
  kind: v.picklist(['outlet', 'pickup_point', 'parcel_locker']),
  name: v.string(),
  address: v.string(),
  mall: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  schedule: v.nullable(v.string()),
  latitude: v.number(),
  longitude: v.number(),
  region: v.number(),
  distance_km: v.nullable(v.number()),
  /** Monday first; null entries are days off; null = not published (older APIs send none). */
  hours: v.optional(v.nullable(v.array(v.nullable(v.object({ open: v.string(), close: v.string() })))), null),
  /** The outlet's clock, for "open now" (IANA zone). */
  timezone: v.optional(v.string(), 'Europe/Moscow'),
  /** What the place offers: see OUTLET_SERVICES. */
  services: v.optional(v.array(v.string()), []),
  metro: v.optional(v.nullable(v.string()), null),
})
export type Outlet = v.InferOutput<typeof Outlet>
export const OutletPage = Paginated(Outlet)
