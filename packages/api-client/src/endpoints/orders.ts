import { type ApiClientOptions, call } from '../http.ts'
import * as op from '../operations/orders.ts'
import type { CartUpdate } from '../schemas/cart.ts'
import type { OrderRequest } from '../schemas/order.ts'

/** GET /api/v2/cart/ — the signed-in customer's saved cart. */
export const getCart = (o: ApiClientOptions) => call(o, op.getCart, {})

/** POST /api/v2/cart/ — prices (and with `save`, stores) the cart. */
export const updateCart = (o: ApiClientOptions, body: CartUpdate) => call(o, op.updateCart, { body })

/**
 * POST /api/orders/ — pass the same `idempotencyKey` on retries (double click, network
 * error): the API then answers the first order instead of creating a second one.
 */
export const createOrder = (o: ApiClientOptions, body: OrderRequest, idempotencyKey?: string) =>
  call(o, op.createOrder, {
    body,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  })

export const listOrders = (o: ApiClientOptions, query: { page?: number; page_size?: number } = {}) =>
  call(o, op.listOrders, { query })
export const getOrder = (o: ApiClientOptions, id: number) => call(o, op.getOrder, { params: { id } })
export const cancelOrder = (o: ApiClientOptions, id: number) => call(o, op.cancelOrder, { params: { id } })
export const extendPickup = (o: ApiClientOptions, id: number, days: 1 | 7) =>
  call(o, op.extendPickup, { params: { id }, body: { days } })
