import { loyalty } from '@vitrina/api-client/operations'
import { OperationRouter } from '../../http/operation.ts'
import { checkCheckoutCard, listOperations, loadAccount, loadOperation } from './loyalty.service.ts'

/** The signed-in customer's bonus account (issue #14, spec §2 /my/balance-actions). */
export const loyaltyRoutes = new OperationRouter()
  .on(loyalty.getLoyaltyAccount, (c, { me }) =>
    loadAccount(c.var.deps, { companyId: c.var.company.id, customerId: me.id }),
  )
  .on(loyalty.listLoyaltyOperations, (c, { me, query }) =>
    listOperations(
      c.var.deps,
      { companyId: c.var.company.id, customerId: me.id },
      query.page,
      query.page_size,
    ),
  )
  .on(loyalty.getLoyaltyOperation, (c, { me, params }) =>
    loadOperation(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, params.id),
  )
  .on(loyalty.checkLoyaltyCard, (c, { me, body }) =>
    checkCheckoutCard(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, body.barcode),
  )
