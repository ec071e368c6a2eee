import { legal } from '@vitrina/api-client/operations'
import { OperationRouter } from '../../http/operation.ts'
import { documentLink, listDocuments, listManagers } from './customer-documents.service.ts'
import { readLegalInfo, saveLegalInfo } from './legal-info.service.ts'
import { priceAccessStatus, requestPriceAccess } from './price-access.service.ts'

/** The customer's side of issue 14: legal info, price access, documents and personal managers. */
export const legalRoutes = new OperationRouter()
  .on(legal.getLegalInfo, (c, { me, params }) =>
    readLegalInfo(c.var.deps, { companyId: c.var.company.id, customerId: me.id, targetId: params.id }),
  )
  .on(legal.saveLegalInfo, (c, { me, params, body }) =>
    saveLegalInfo(c.var.deps, { companyId: c.var.company.id, customerId: me.id, targetId: params.id }, body),
  )
  .on(legal.getPriceAccess, (c, { me }) =>
    priceAccessStatus(c.var.deps, { companyId: c.var.company.id, customerId: me.id }),
  )
  .on(legal.requestPriceAccess, (c, { me, body }) =>
    requestPriceAccess(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, body.documents),
  )
  .on(legal.listCustomerDocuments, (c, { me }) =>
    listDocuments(c.var.deps, { companyId: c.var.company.id, customerId: me.id }),
  )
  .on(legal.getCustomerDocument, (c, { me, params }) =>
    documentLink(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, params.id),
  )
  .on(legal.listPersonalManagers, (c, { me }) =>
    listManagers(c.var.deps, { companyId: c.var.company.id, customerId: me.id }),
  )
