import { catalog } from '@vitrina/api-client/operations'
import { decimalToMinor } from '@vitrina/domain/money'
import { fieldErrors } from '../../http/errors.ts'
import { OperationRouter } from '../../http/operation.ts'
import { categoryDetail, categoryNodes, navigationTree } from './categories.service.ts'
import { productAvailability, productDetail, relatedProducts } from './product-detail.service.ts'
import { listProducts } from './products.service.ts'
import { listReviews, reviewSummary } from './reviews.service.ts'

function money(field: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  const minor = decimalToMinor(value)
  if (minor === null || minor < 0) throw fieldErrors({ [field]: ['A valid amount is required.'] })
  return minor
}

/** Facet values: blank ones dropped (the declaration bounds their count and length). */
const many = (values: string[] | undefined) => values?.filter(Boolean)

export const catalogRoutes = new OperationRouter()
  .on(catalog.getNavigation, (c) => navigationTree(c.var.deps, c.var.company.id, c.var.locale))
  .on(catalog.listCategories, (c) => categoryNodes(c.var.deps, c.var.company.id, c.var.locale))
  .on(catalog.getCategory, (c, { params }) =>
    categoryDetail(c.var.deps, c.var.company.id, params.slug, c.var.locale),
  )
  .on(catalog.listProducts, (c, { query: q }) =>
    listProducts(
      c.var.deps,
      { companyId: c.var.company.id, regionId: c.var.region.id },
      {
        category: q.category,
        search: q.search || undefined,
        sizes: many(q.size),
        colors: many(q.color),
        brands: many(q.brand),
        priceMin: money('price_min', q.price_min),
        priceMax: money('price_max', q.price_max),
        inStock: q.in_stock === 'true' || q.in_stock === '1',
        ids: q.ids?.split(',').map(Number),
        promotion: q.promotion || undefined,
        sort: q.ordering,
        page: q.page,
        pageSize: q.page_size,
      },
    ),
  )
  .on(catalog.getProduct, (c, { params }) =>
    productDetail(
      c.var.deps,
      { companyId: c.var.company.id, regionId: c.var.region.id, locale: c.var.locale },
      params.key,
    ),
  )
  .on(catalog.getRelatedProducts, (c, { params, query }) =>
    relatedProducts(
      c.var.deps,
      { companyId: c.var.company.id, regionId: c.var.region.id },
      params.key,
      query.kind,
    ),
  )
  .on(catalog.getProductAvailability, (c, { params }) =>
    productAvailability(c.var.deps, { companyId: c.var.company.id, regionId: c.var.region.id }, params.key),
  )
  .on(catalog.listReviews, (c, { params, query }) =>
    listReviews(c.var.deps, c.var.company.id, params.key, {
      ordering: query.ordering,
      page: query.page,
      pageSize: query.page_size,
    }),
  )
  .on(catalog.getReviewSummary, (c, { params }) => reviewSummary(c.var.deps, c.var.company.id, params.key))
