import { type ApiClientOptions, request } from '../http.ts'
import { Sale, SalePage } from '../schemas/sale.ts'

/** GET /api/sales/ — the signed-in customer's in-outlet purchases, newest first. */
export const listPurchases = (o: ApiClientOptions, query: { page?: number; page_size?: number } = {}) =>
  request(o, { path: 'api/sales/', query, schema: SalePage })

/** GET /api/sales/{id}/ — one purchase with its lines; 404 when it is not the customer's. */
export const getPurchase = (o: ApiClientOptions, id: number) =>
  request(o, { path: `api/sales/${id}/`, schema: Sale })
