import { type ApiClientOptions, request } from '../http.ts'
import { Cart, type CartUpdate } from '../schemas/cart.ts'
import { Order, OrderPage, type OrderRequest } from '../schemas/order.ts'

/** GET /api/v2/cart/ — the signed-in customer's saved cart. */
export const getCart = (o: ApiClientOptions) => request(o, { path: 'api/v2/cart/', schema: Cart })

/** POST /api/v2/cart/ — prices (and with `save`, stores) the cart. */
export const updateCart = (o: ApiClientOptions, body: CartUpdate) =>
  request(o, { method: 'POST', path: 'api/v2/cart/', body, schema: Cart })

/**
 * POST /api/orders/ — pass the same `idempotencyKey` on retries (double click, network
 * error): the API then answers the first order instead of creating a second one.
 */
export const createOrder = (o: ApiClientOptions, body: OrderRequest, idempotencyKey?: string) =>
  request(o, {
    method: 'POST',
    path: 'api/orders/',
    body,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
    schema: Order,
  })

export const listOrders = (o: ApiClientOptions, query: { page?: number; page_size?: number } = {}) =>
  request(o, { path: 'api/orders/', query, schema: OrderPage })
export const getOrder = (o: ApiClientOptions, id: number) =>
  request(o, { path: `api/orders/${id}/`, schema: Order })
export const cancelOrder = (o: ApiClientOptions, id: number) =>
  request(o, { method: 'POST', path: `api/orders/${id}/cancel/`, schema: Order })
export const extendPickup = (o: ApiClientOptions, id: number, days: 1 | 7) =>
  request(o, { method: 'POST', path: `api/orders/${id}/extend_pickup/`, body: { days }, schema: Order })
