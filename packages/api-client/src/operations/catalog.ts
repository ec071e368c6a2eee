import * as v from 'valibot'
import { defineOperation } from '../contract/operation.ts'
import {
  CategoryDetail,
  CategoryNode,
  NavigationItem,
  OutletAvailability,
  ProductCard,
  ProductDetail,
  ProductPage,
  ReviewPage,
  ReviewSummary,
} from '../schemas/catalog.ts'
import { E, PageNumber, PageSize, ProductKeyParam, SlugParam } from './fields.ts'

/** A price filter bound: a decimal amount such as `1990` or `1990.50`. */
const PriceBound = v.optional(
  v.pipe(v.string(), v.regex(/^(\d{1,9}(\.\d{1,2})?)?$/, 'A valid amount is required.')),
)
/** Facet values repeat the parameter (`?size=M&size=L`). */
const FacetValues = v.optional(
  v.pipe(v.array(v.pipe(v.string(), v.maxLength(100, 'At most 100 characters.'))), v.maxLength(50)),
)

export const ProductListQuery = v.object({
  category: v.optional(v.pipe(v.string(), v.maxLength(200))),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'At most 200 characters.'))),
  promotion: v.optional(v.pipe(v.string(), v.maxLength(200))),
  ordering: v.optional(
    v.picklist(['popular', 'price', '-price', 'new'], 'Ordering must be popular, price, -price or new.'),
    'popular',
  ),
  size: FacetValues,
  color: FacetValues,
  brand: FacetValues,
  price_min: PriceBound,
  price_max: PriceBound,
  in_stock: v.optional(v.picklist(['true', 'false', '1', '0'], 'in_stock must be true or false.')),
  ids: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,9}(,\d{1,9}){0,99}$/, 'ids must be a comma-separated list of ids.')),
  ),
  page: PageNumber,
  page_size: PageSize(100, '24'),
})

export const getNavigation = defineOperation({
  id: 'getNavigation',
  method: 'GET',
  path: '/api/navigation/',
  summary: 'The header and footer navigation tree',
  tag: 'catalog',
  access: 'tenant',
  answer: v.array(NavigationItem),
  status: 200,
  errors: [E.tenant],
})

export const listCategories = defineOperation({
  id: 'listCategories',
  method: 'GET',
  path: '/api/categories/',
  summary: 'The category tree',
  tag: 'catalog',
  access: 'tenant',
  answer: v.array(CategoryNode),
  status: 200,
  errors: [E.tenant],
})

export const getCategory = defineOperation({
  id: 'getCategory',
  method: 'GET',
  path: '/api/categories/{slug}/',
  summary: 'One category with its breadcrumbs and children',
  tag: 'catalog',
  access: 'tenant',
  params: SlugParam,
  answer: CategoryDetail,
  status: 200,
  errors: [E.notFound],
  examples: { params: { slug: 'clothes' } },
})

export const listProducts = defineOperation({
  id: 'listProducts',
  method: 'GET',
  path: '/api/products/',
  summary: 'Products with filters, ordering, page number and the facets of the filter panel',
  tag: 'catalog',
  access: 'tenant',
  query: ProductListQuery,
  answer: ProductPage,
  status: 200,
  errors: [E.invalid, E.tenant],
  examples: { query: { category: 'clothes', ordering: 'price', page_size: '3' } },
})

export const getProduct = defineOperation({
  id: 'getProduct',
  method: 'GET',
  path: '/api/products/{key}/',
  summary: 'One product by slug or id',
  tag: 'catalog',
  access: 'tenant',
  params: ProductKeyParam,
  answer: ProductDetail,
  status: 200,
  errors: [E.notFound],
  examples: { params: { key: 'linen-shirt' } },
})

export const getRelatedProducts = defineOperation({
  id: 'getRelatedProducts',
  method: 'GET',
  path: '/api/products/{key}/related/',
  summary: 'Similar products, products bought together, or the product’s collection',
  tag: 'catalog',
  access: 'tenant',
  params: ProductKeyParam,
  query: v.object({
    kind: v.optional(
      v.picklist(
        ['similar', 'bought_together', 'collection'],
        'kind must be similar, bought_together or collection.',
      ),
      'similar',
    ),
  }),
  answer: v.array(ProductCard),
  status: 200,
  errors: [E.invalid, E.notFound],
})

export const getProductAvailability = defineOperation({
  id: 'getProductAvailability',
  method: 'GET',
  path: '/api/products/{key}/availability/',
  summary: 'Stock of the product in the region’s outlets',
  tag: 'catalog',
  access: 'tenant',
  params: ProductKeyParam,
  answer: v.array(OutletAvailability),
  status: 200,
  errors: [E.notFound],
})

export const listReviews = defineOperation({
  id: 'listReviews',
  method: 'GET',
  path: '/api/products/{key}/reviews/',
  summary: 'Published reviews of the product',
  tag: 'catalog',
  access: 'tenant',
  params: ProductKeyParam,
  query: v.object({
    ordering: v.optional(
      v.picklist(['-created', 'created', '-rating', 'rating'], 'Ordering must be created or rating.'),
      '-created',
    ),
    page: PageNumber,
    page_size: PageSize(50, '10'),
  }),
  answer: ReviewPage,
  status: 200,
  errors: [E.invalid, E.notFound],
})

export const getReviewSummary = defineOperation({
  id: 'getReviewSummary',
  method: 'GET',
  path: '/api/products/{key}/reviews/summary/',
  summary: 'Average rating and the count per star',
  tag: 'catalog',
  access: 'tenant',
  params: ProductKeyParam,
  answer: ReviewSummary,
  status: 200,
  errors: [E.notFound],
})
