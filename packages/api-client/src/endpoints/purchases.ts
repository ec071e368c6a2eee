import { type ApiClientOptions, call } from '../http.ts'
import * as op from '../operations/orders.ts'

/** GET /api/sales/ — the signed-in customer's in-outlet purchases, newest first. */
export const listPurchases = (o: ApiClientOptions, query: { page?: number; page_size?: number } = {}) =>
  call(o, op.listPurchases, { query })

/** GET /api/sales/{id}/ — one purchase with its lines; 404 when it is not the customer's. */
export const getPurchase = (o: ApiClientOptions, id: number) => call(o, op.getPurchase, { params: { id } })
