import { type ApiClientOptions, call } from '../http.ts'
import * as op from '../operations/catalog.ts'
import * as content from '../operations/content.ts'
import * as outlets from '../operations/outlets.ts'

export type ProductListQuery = {
  category?: string
  search?: string
  ordering?: 'popular' | 'price' | '-price' | 'new'
  size?: string[]
  color?: string[]
  brand?: string[]
  price_min?: string
  price_max?: string
  in_stock?: boolean
  ids?: number[]
  /** Slug of a promotion: only its products (the `/catalog/promotion/{promotion}` listing). */
  promotion?: string
  page?: number
  page_size?: number
}

export const getNavigation = (o: ApiClientOptions) => call(o, op.getNavigation, {})
export const listCategories = (o: ApiClientOptions) => call(o, op.listCategories, {})
export const getCategory = (o: ApiClientOptions, slug: string) =>
  call(o, op.getCategory, { params: { slug } })

/** GET /api/products/ — listing with filters, ordering and page number; facets for the filter panel. */
export const listProducts = (o: ApiClientOptions, query: ProductListQuery = {}) =>
  call(o, op.listProducts, {
    query: { ...query, ids: query.ids?.join(','), in_stock: query.in_stock ? 'true' : undefined },
  })

/** GET /api/products/{slug or id}/ */
export const getProduct = (o: ApiClientOptions, key: string | number) =>
  call(o, op.getProduct, { params: { key } })

export const getRelatedProducts = (
  o: ApiClientOptions,
  key: string | number,
  kind: 'similar' | 'bought_together' | 'collection',
) => call(o, op.getRelatedProducts, { params: { key }, query: { kind } })

export const getProductAvailability = (o: ApiClientOptions, key: string | number) =>
  call(o, op.getProductAvailability, { params: { key } })

export const listReviews = (
  o: ApiClientOptions,
  key: string | number,
  query: { ordering?: '-created' | 'created' | '-rating' | 'rating'; page?: number; page_size?: number } = {},
) => call(o, op.listReviews, { params: { key }, query })

export const getReviewSummary = (o: ApiClientOptions, key: string | number) =>
  call(o, op.getReviewSummary, { params: { key } })

/** GET /api/outlets/ — outlets, pickup points and parcel lockers of the region. */
export const listOutlets = (
  o: ApiClientOptions,
  query: {
    kind?: 'outlet' | 'pickup_point' | 'parcel_locker'
    search?: string
    lat?: number
    lon?: number
    ordering?: 'distance' | 'popular'
    /** Another region of the company (id); the shopper's region otherwise. */
    region?: number
    services?: string[]
    open_now?: boolean
    page?: number
    page_size?: number
  } = {},
) =>
  call(o, content.listOutlets, {
    query: {
      ...query,
      services: query.services?.length ? query.services.join(',') : undefined,
      open_now: query.open_now === undefined ? undefined : String(query.open_now),
    },
  })

/** GET /api/outlets/{id}/ — one outlet with its hours, services and the products in stock there. */
export const getOutlet = (o: ApiClientOptions, id: number) => call(o, outlets.getOutlet, { params: { id } })

/** GET /api/outlets/places/ — place suggestions (address, metro, mall) for the outlet search. */
export const suggestPlaces = (o: ApiClientOptions, query: string) =>
  call(o, outlets.suggestPlaces, { query: { query } })
