import { orders } from '@vitrina/api-client/operations'
import { OperationRouter } from '../../http/operation.ts'
import { getCart, updateCart } from './cart.service.ts'

export const cartRoutes = new OperationRouter()
  .on(orders.getCart, (c) =>
    getCart(c.var.deps, {
      companyId: c.var.company.id,
      regionId: c.var.region.id,
      customerId: c.var.customer?.id ?? null,
      locale: c.var.locale,
    }),
  )
  .on(orders.updateCart, (c, { body }) =>
    updateCart(
      c.var.deps,
      {
        companyId: c.var.company.id,
        regionId: c.var.region.id,
        customerId: c.var.customer?.id ?? null,
        locale: c.var.locale,
      },
      { items: body.items, promoCodes: body.promo_codes, useBonuses: body.use_bonuses, save: body.save },
    ),
  )
