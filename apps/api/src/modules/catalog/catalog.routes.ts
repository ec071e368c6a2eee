import { decimalToMinor } from '@vitrina/domain/money'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/context.ts'
import { fieldErrors } from '../../http/errors.ts'
import { readQuery } from '../../http/validate.ts'
import { categoryDetail, categoryNodes, navigationTree } from './categories.service.ts'
import { productAvailability, productDetail, relatedProducts } from './product-detail.service.ts'
import { listProducts } from './products.service.ts'
import { listReviews, type ReviewOrdering, reviewSummary } from './reviews.service.ts'

const PageNumber = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,5}$/, 'A valid page number is required.'),
    v.transform(Number),
    v.minValue(1, 'A valid page number is required.'),
  ),
  '1',
)
const PageSize = (max: number, fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'Page size must be a number.'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(max, `Page size is at most ${max}.`),
    ),
    fallback,
  )

const ProductListQuery = v.object({
  category: v.optional(v.pipe(v.string(), v.maxLength(200))),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  promotion: v.optional(v.pipe(v.string(), v.maxLength(200))),
  ordering: v.optional(
    v.picklist(['popular', 'price', '-price', 'new'], 'Ordering must be popular, price, -price or new.'),
    'popular',
  ),
  price_min: v.optional(v.string()),
  price_max: v.optional(v.string()),
  in_stock: v.optional(v.picklist(['true', 'false', '1', '0'])),
  ids: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,9}(,\d{1,9}){0,99}$/, 'ids must be a comma-separated list of ids.')),
  ),
  page: PageNumber,
  page_size: PageSize(100, '24'),
})

function money(field: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  const minor = decimalToMinor(value)
  if (minor === null || minor < 0) throw fieldErrors({ [field]: ['A valid amount is required.'] })
  return minor
}

const many = (values: string[] | undefined) =>
  values
    ?.map((s) => s.slice(0, 100))
    .filter(Boolean)
    .slice(0, 50)

export const catalogRoutes = new Hono<AppEnv>()
  .get('/api/navigation/', async (c) =>
    c.json(await navigationTree(c.var.deps, c.var.company.id, c.var.locale)),
  )
  .get('/api/categories/', async (c) =>
    c.json(await categoryNodes(c.var.deps, c.var.company.id, c.var.locale)),
  )
  .get('/api/categories/:slug/', async (c) =>
    c.json(await categoryDetail(c.var.deps, c.var.company.id, c.req.param('slug'), c.var.locale)),
  )
  .get('/api/products/', async (c) => {
    const q = readQuery(c, v.looseObject(ProductListQuery.entries))
    const page = await listProducts(
      c.var.deps,
      { companyId: c.var.company.id, regionId: c.var.region.id },
      {
        category: q.category,
        search: q.search || undefined,
        sizes: many(c.req.queries('size')),
        colors: many(c.req.queries('color')),
        brands: many(c.req.queries('brand')),
        priceMin: money('price_min', q.price_min),
        priceMax: money('price_max', q.price_max),
        inStock: q.in_stock === 'true' || q.in_stock === '1',
        ids: q.ids?.split(',').map(Number),
        promotion: q.promotion || undefined,
        sort: q.ordering,
        page: q.page,
        pageSize: q.page_size,
      },
    )
    return c.json(page)
  })
  .get('/api/products/:key/', async (c) =>
    c.json(
      await productDetail(
        c.var.deps,
        { companyId: c.var.company.id, regionId: c.var.region.id, locale: c.var.locale },
        c.req.param('key'),
      ),
    ),
  )
  .get('/api/products/:key/related/', async (c) => {
    const { kind } = readQuery(
      c,
      v.object({ kind: v.optional(v.picklist(['similar', 'bought_together', 'collection']), 'similar') }),
    )
    const ctx = { companyId: c.var.company.id, regionId: c.var.region.id }
    return c.json(await relatedProducts(c.var.deps, ctx, c.req.param('key'), kind))
  })
  .get('/api/products/:key/availability/', async (c) => {
    const ctx = { companyId: c.var.company.id, regionId: c.var.region.id }
    return c.json(await productAvailability(c.var.deps, ctx, c.req.param('key')))
  })
  .get('/api/products/:key/reviews/', async (c) => {
    const q = readQuery(
      c,
      v.object({
        ordering: v.optional(
          v.picklist(['-created', 'created', '-rating', 'rating'] satisfies ReviewOrdering[]),
          '-created',
        ),
        page: PageNumber,
        page_size: PageSize(50, '10'),
      }),
    )
    return c.json(
      await listReviews(c.var.deps, c.var.company.id, c.req.param('key'), {
        ordering: q.ordering,
        page: q.page,
        pageSize: q.page_size,
      }),
    )
  })
  .get('/api/products/:key/reviews/summary/', async (c) =>
    c.json(await reviewSummary(c.var.deps, c.var.company.id, c.req.param('key'))),
  )
