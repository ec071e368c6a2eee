import { type ApiClientOptions, call } from '../http.ts'
import * as op from '../operations/legal.ts'
import type { LegalInfoBody } from '../schemas/legal.ts'

/** GET /api/customers/{id}/legal-info/ — empty fields before the first save. */
export const getLegalInfo = (o: ApiClientOptions, customerId: number) =>
  call(o, op.getLegalInfo, { params: { id: customerId } })

/** PUT /api/customers/{id}/legal-info/ — 400 with a field error per wrong INN, BIC or account. */
export const saveLegalInfo = (o: ApiClientOptions, customerId: number, body: LegalInfoBody) =>
  call(o, op.saveLegalInfo, { params: { id: customerId }, body })

/** GET /api/price-access/ — the latest request and whether a new one may be sent. */
export const getPriceAccess = (o: ApiClientOptions) => call(o, op.getPriceAccess, {})

/** POST /api/price-access/ — the documents' upload ids (POST /api/uploads/ kind `document`). */
export const requestPriceAccess = (o: ApiClientOptions, documents: number[]) =>
  call(o, op.requestPriceAccess, { body: { documents } })

/** GET /api/customer-documents/ */
export const listCustomerDocuments = (o: ApiClientOptions) => call(o, op.listCustomerDocuments, {})

/** GET /api/customer-documents/{id}/ — 404 for anybody's but the owner's. */
export const getCustomerDocument = (o: ApiClientOptions, id: number) =>
  call(o, op.getCustomerDocument, { params: { id } })

/** GET /api/personal-managers/ */
export const listPersonalManagers = (o: ApiClientOptions) => call(o, op.listPersonalManagers, {})
