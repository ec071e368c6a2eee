import { orders } from '@vitrina/api-client/operations'
import { OperationRouter } from '../../http/operation.ts'
import { createOrder, findOrderByIdempotencyKey, loadOrder } from './create-order.ts'
import { withIdempotency } from './idempotency.ts'
import { cancelOrder, extendPickup, listOrders } from './manage-order.ts'

/** The seller named in the company settings (spec §3 `seller.name`), shown on each order item. */
function sellerName(settings: Record<string, unknown>): string | null {
  const seller = settings.seller
  if (seller && typeof seller === 'object' && 'name' in seller && typeof seller.name === 'string')
    return seller.name
  return null
}

export const orderRoutes = new OperationRouter()
  .on(orders.createOrder, async (c, { me, headers, body }) => {
    const ctx = {
      companyId: c.var.company.id,
      regionId: c.var.region.id,
      customerId: me.id,
      locale: c.var.locale,
      seller: sellerName(c.var.company.settings),
    }
    const key = headers['idempotency-key']
    if (key === undefined) return createOrder(c.var.deps, ctx, body)
    // The region is part of the payload: the same cart in another region is another order.
    const result = await withIdempotency(
      c.var.deps,
      { companyId: ctx.companyId, customerId: me.id, key },
      { body, region: ctx.regionId },
      async () => ({
        status: 201,
        body: await createOrder(c.var.deps, ctx, body, key),
      }),
      async () => {
        const created = await findOrderByIdempotencyKey(c.var.deps, ctx, key)
        return created ? { status: 201, body: created } : null
      },
    )
    if (result.replayed) c.header('Idempotent-Replayed', 'true')
    return c.json(result.body as object, result.status as 201)
  })
  .on(orders.listOrders, (c, { me, query }) =>
    listOrders(
      c.var.deps,
      { companyId: c.var.company.id, customerId: me.id, locale: c.var.locale },
      query.page,
      query.page_size,
    ),
  )
  .on(orders.getOrder, (c, { me, params }) =>
    loadOrder(
      c.var.deps,
      { companyId: c.var.company.id, customerId: me.id, locale: c.var.locale },
      params.id,
    ),
  )
  .on(orders.cancelOrder, (c, { me, params }) =>
    cancelOrder(
      c.var.deps,
      { companyId: c.var.company.id, customerId: me.id, locale: c.var.locale },
      params.id,
    ),
  )
  .on(orders.extendPickup, (c, { me, params, body }) =>
    extendPickup(
      c.var.deps,
      { companyId: c.var.company.id, customerId: me.id, locale: c.var.locale },
      params.id,
      body.days,
    ),
  )
