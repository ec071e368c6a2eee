import { OrderRequest } from '@vitrina/api-client/schemas/order'
import { Hono } from 'hono'
import * as v from 'valibot'
import { requireCustomer } from '../../http/auth.middleware.ts'
import type { AppEnv } from '../../http/context.ts'
import { badRequest } from '../../http/errors.ts'
import { pathId, readJson, readQuery } from '../../http/validate.ts'
import { createOrder, loadOrder } from './create-order.ts'
import { withIdempotency } from './idempotency.ts'
import { cancelOrder, extendPickup, listOrders } from './manage-order.ts'

const ListQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1)), '1'),
  page_size: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), v.minValue(1), v.maxValue(50)),
    '10',
  ),
})

/** The seller named in the company settings (spec §3 `seller.name`), shown on each order item. */
function sellerName(settings: Record<string, unknown>): string | null {
  const seller = settings.seller
  if (seller && typeof seller === 'object' && 'name' in seller && typeof seller.name === 'string')
    return seller.name
  return null
}

export const orderRoutes = new Hono<AppEnv>()
  .post('/api/orders/', async (c) => {
    const me = requireCustomer(c)
    const body = await readJson(c, OrderRequest)
    const ctx = {
      companyId: c.var.company.id,
      regionId: c.var.region.id,
      customerId: me.id,
      locale: c.var.locale,
      seller: sellerName(c.var.company.settings),
    }
    const key = c.req.header('idempotency-key')
    if (key === undefined) return c.json(await createOrder(c.var.deps, ctx, body), 201)
    if (!/^[\x21-\x7e]{8,255}$/.test(key))
      throw badRequest(
        'Idempotency-Key must be 8 to 255 visible ASCII characters.',
        'idempotency_key_invalid',
      )
    // The region is part of the payload: the same cart in another region is another order.
    const result = await withIdempotency(
      c.var.deps,
      { companyId: ctx.companyId, customerId: me.id, key },
      { body, region: ctx.regionId },
      async () => ({
        status: 201,
        body: await createOrder(c.var.deps, ctx, body),
      }),
    )
    if (result.replayed) c.header('Idempotent-Replayed', 'true')
    return c.json(result.body as object, result.status as 201)
  })
  .get('/api/orders/', async (c) => {
    const me = requireCustomer(c)
    const q = readQuery(c, ListQuery)
    return c.json(
      await listOrders(
        c.var.deps,
        { companyId: c.var.company.id, customerId: me.id, locale: c.var.locale },
        q.page,
        q.page_size,
      ),
    )
  })
  .get('/api/orders/:id/', async (c) => {
    const me = requireCustomer(c)
    return c.json(
      await loadOrder(
        c.var.deps,
        { companyId: c.var.company.id, customerId: me.id, locale: c.var.locale },
        pathId(c, 'id'),
      ),
    )
  })
  .post('/api/orders/:id/cancel/', async (c) => {
    const me = requireCustomer(c)
    return c.json(
      await cancelOrder(
        c.var.deps,
        { companyId: c.var.company.id, customerId: me.id, locale: c.var.locale },
        pathId(c, 'id'),
      ),
    )
  })
  .post('/api/orders/:id/extend_pickup/', async (c) => {
    const me = requireCustomer(c)
    const body = await readJson(
      c,
      v.object({ days: v.picklist([1, 7], 'Storage can be extended by 1 or 7 days.') }),
    )
    return c.json(
      await extendPickup(
        c.var.deps,
        { companyId: c.var.company.id, customerId: me.id, locale: c.var.locale },
        pathId(c, 'id'),
        body.days,
      ),
    )
  })
