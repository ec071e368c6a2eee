import { orders } from '@vitrina/api-client/operations'
import { OperationRouter } from '../../http/operation.ts'
import { listPurchases, loadPurchase } from './purchases.service.ts'

/** In-outlet purchases ("sales") of the signed-in customer (spec §2 /my/purchases, §3 "Sale"). */
export const purchaseRoutes = new OperationRouter()
  .on(orders.listPurchases, (c, { me, query }) =>
    listPurchases(
      c.var.deps,
      { companyId: c.var.company.id, customerId: me.id },
      query.page,
      query.page_size,
    ),
  )
  .on(orders.getPurchase, (c, { me, params }) =>
    loadPurchase(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, params.id),
  )
