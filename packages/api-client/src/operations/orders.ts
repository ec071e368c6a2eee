import * as v from 'valibot'
import { defineOperation } from '../contract/operation.ts'
import { Cart, CartUpdate } from '../schemas/cart.ts'
import { Order, OrderPage, OrderRequest } from '../schemas/order.ts'
import { Sale, SalePage } from '../schemas/sale.ts'
import { PaymentAnswer } from '../schemas/services.ts'
import { E, IdParam, PageQuery } from './fields.ts'

/** Storage of an order waiting at a pickup point can be extended by 1 or 7 days. */
export const ExtendPickupBody = v.object({
  days: v.picklist([1, 7], 'Storage can be extended by 1 or 7 days.'),
})
export const PayBody = v.object({
  return_url: v.pipe(v.string('return_url is required.'), v.maxLength(2000, 'At most 2000 characters.')),
  /** One of the order's `available_payment_options`; the first offered when omitted. */
  method: v.optional(v.pipe(v.string(), v.maxLength(64))),
})

export const getCart = defineOperation({
  id: 'getCart',
  method: 'GET',
  path: '/api/v2/cart/',
  summary: 'The signed-in customer’s saved cart',
  tag: 'cart',
  access: 'customer',
  answer: Cart,
  status: 200,
  errors: [E.signIn],
})

export const updateCart = defineOperation({
  id: 'updateCart',
  method: 'POST',
  path: '/api/v2/cart/',
  summary: 'Price the cart; with `save` (the default) store it for a signed-in customer',
  tag: 'cart',
  access: 'tenant',
  body: CartUpdate,
  answer: Cart,
  status: 200,
  errors: [E.invalid],
  examples: {
    body: { items: [{ product: 1, sku: null, count: 2 }], promo_codes: ['WELCOME10'], save: false },
  },
})

export const createOrder = defineOperation({
  id: 'createOrder',
  method: 'POST',
  path: '/api/orders/',
  summary: 'Place an order; a repeated `Idempotency-Key` answers the first order',
  tag: 'orders',
  access: 'customer',
  headers: v.object({
    'idempotency-key': v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[\x21-\x7e]{8,255}$/, 'Idempotency-Key must be 8 to 255 visible ASCII characters.'),
      ),
    ),
  }),
  body: OrderRequest,
  answer: Order,
  status: 201,
  errors: [
    E.invalid,
    E.signIn,
    {
      status: 409,
      description:
        'More than the stock (`items_unavailable`, nothing is written); the customer already holds the most ' +
        'unpaid online orders allowed (`too_many_unpaid_orders`, `UNPAID_ORDERS_MAX`); or the same ' +
        'Idempotency-Key is still running.',
    },
    { status: 422, description: 'The Idempotency-Key was used before with another body.' },
    {
      status: 429,
      description:
        'The `balances` cards were looked up too often (`card_checks_throttled`, with Retry-After; the ' +
        'limits of `checkLoyaltyCard`).',
    },
  ],
})

export const listOrders = defineOperation({
  id: 'listOrders',
  method: 'GET',
  path: '/api/orders/',
  summary: 'The customer’s orders, newest first',
  tag: 'orders',
  access: 'customer',
  query: PageQuery,
  answer: OrderPage,
  status: 200,
  errors: [E.invalid, E.signIn],
})

export const getOrder = defineOperation({
  id: 'getOrder',
  method: 'GET',
  path: '/api/orders/{id}/',
  summary: 'One of the customer’s orders',
  tag: 'orders',
  access: 'customer',
  params: IdParam,
  answer: Order,
  status: 200,
  errors: [E.signIn, E.notFound],
})

export const cancelOrder = defineOperation({
  id: 'cancelOrder',
  method: 'POST',
  path: '/api/orders/{id}/cancel/',
  summary: 'Cancel an order that has not shipped',
  tag: 'orders',
  access: 'customer',
  params: IdParam,
  answer: Order,
  status: 200,
  errors: [E.signIn, E.notFound, { status: 409, description: 'The order can no longer be cancelled.' }],
})

export const extendPickup = defineOperation({
  id: 'extendPickup',
  method: 'POST',
  path: '/api/orders/{id}/extend_pickup/',
  summary: 'Extend storage at the pickup point by 1 or 7 days',
  tag: 'orders',
  access: 'customer',
  params: IdParam,
  body: ExtendPickupBody,
  answer: Order,
  status: 200,
  errors: [
    E.invalid,
    E.signIn,
    E.notFound,
    { status: 409, description: 'The order is not waiting at a pickup point, or was extended already.' },
  ],
  examples: { params: { id: '1' }, body: { days: 7 } },
})

export const startPayment = defineOperation({
  id: 'startPayment',
  method: 'POST',
  path: '/api/orders/{id}/pay/',
  summary: 'Start paying an order: where to send the customer (`return_url` is a storefront path)',
  tag: 'payments',
  access: 'customer',
  params: IdParam,
  body: PayBody,
  answer: PaymentAnswer,
  status: 201,
  errors: [E.invalid, E.signIn, E.notFound, { status: 409, description: 'The order is paid or cancelled.' }],
  examples: { params: { id: '1' }, body: { return_url: '/my/orders/1' } },
})

export const getPaymentStatus = defineOperation({
  id: 'getPaymentStatus',
  method: 'GET',
  path: '/api/orders/{id}/payment/',
  summary: 'The payment of an order, refreshed from the provider',
  tag: 'payments',
  access: 'customer',
  params: IdParam,
  answer: PaymentAnswer,
  status: 200,
  errors: [E.signIn, E.notFound],
})

export const listPurchases = defineOperation({
  id: 'listPurchases',
  method: 'GET',
  path: '/api/sales/',
  summary: 'The customer’s in-outlet purchases, newest first',
  tag: 'purchases',
  access: 'customer',
  query: PageQuery,
  answer: SalePage,
  status: 200,
  errors: [E.invalid, E.signIn],
})

export const getPurchase = defineOperation({
  id: 'getPurchase',
  method: 'GET',
  path: '/api/sales/{id}/',
  summary: 'One in-outlet purchase with its lines',
  tag: 'purchases',
  access: 'customer',
  params: IdParam,
  answer: Sale,
  status: 200,
  errors: [E.signIn, E.notFound],
})
