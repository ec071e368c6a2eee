import * as v from 'valibot'
import { type ApiClientOptions, request } from '../http.ts'
import {
  CategoryDetail,
  CategoryNode,
  NavigationItem,
  OutletAvailability,
  OutletPage,
  ProductCard,
  ProductDetail,
  ProductPage,
  ReviewPage,
  ReviewSummary,
} from '../schemas/catalog.ts'

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

export const getNavigation = (o: ApiClientOptions) =>
  request(o, { path: 'api/navigation/', schema: v.array(NavigationItem) })
export const listCategories = (o: ApiClientOptions) =>
  request(o, { path: 'api/categories/', schema: v.array(CategoryNode) })
export const getCategory = (o: ApiClientOptions, slug: string) =>
  request(o, { path: `api/categories/${encodeURIComponent(slug)}/`, schema: CategoryDetail })

/** GET /api/products/ — listing with filters, ordering and page number; facets for the filter panel. */
export const listProducts = (o: ApiClientOptions, query: ProductListQuery = {}) =>
  request(o, {
    path: 'api/products/',
    query: { ...query, ids: query.ids?.join(','), in_stock: query.in_stock ? 'true' : undefined },
    schema: ProductPage,
  })

/** GET /api/products/{slug or id}/ */
export const getProduct = (o: ApiClientOptions, key: string | number) =>
  request(o, { path: `api/products/${encodeURIComponent(String(key))}/`, schema: ProductDetail })

export const getRelatedProducts = (
  o: ApiClientOptions,
  key: string | number,
  kind: 'similar' | 'bought_together' | 'collection',
) =>
  request(o, {
    path: `api/products/${encodeURIComponent(String(key))}/related/`,
    query: { kind },
    schema: v.array(ProductCard),
  })

export const getProductAvailability = (o: ApiClientOptions, key: string | number) =>
  request(o, {
    path: `api/products/${encodeURIComponent(String(key))}/availability/`,
    schema: v.array(OutletAvailability),
  })

export const listReviews = (
  o: ApiClientOptions,
  key: string | number,
  query: { ordering?: '-created' | 'created' | '-rating' | 'rating'; page?: number; page_size?: number } = {},
) =>
  request(o, { path: `api/products/${encodeURIComponent(String(key))}/reviews/`, query, schema: ReviewPage })

export const getReviewSummary = (o: ApiClientOptions, key: string | number) =>
  request(o, {
    path: `api/products/${encodeURIComponent(String(key))}/reviews/summary/`,
    schema: ReviewSummary,
  })

/** GET /api/outlets/ — outlets, pickup points and parcel lockers of the region. */
export const listOutlets = (
  o: ApiClientOptions,
  query: {
    kind?: 'outlet' | 'pickup_point' | 'parcel_locker'
    search?: string
    lat?: number
    lon?: number
    ordering?: 'distance' | 'popular'
  } = {},
) => request(o, { path: 'api/outlets/', query, schema: OutletPage })
