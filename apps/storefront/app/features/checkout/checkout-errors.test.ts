import { ApiError, ContractError } from '@vitrina/api-client'
import { expect, test } from 'vitest'
import { toOrderFailure } from './checkout-errors.ts'

test.each([
  ['a network failure', new TypeError('fetch failed'), 'order_failed', 'order_failed', false, true],
  ['a timeout', new DOMException('timed out', 'TimeoutError'), 'order_failed', 'order_failed', false, true],
  [
    'an unreadable answer',
    new ContractError('api/orders/', 'x'),
    'checkout_details',
    'checkout_details',
    false,
    true,
  ],
  ['a 500', new ApiError(500, null), 'order_failed', 'order_failed', false, true],
  [
    'a 429',
    new ApiError(429, { detail: 'slow down', code: 'throttled' }),
    'order_failed',
    'order_failed',
    false,
    true,
  ],
  [
    'the first request still running',
    new ApiError(409, { detail: 'wait', code: 'idempotency_in_progress' }),
    'order_failed',
    'order_failed',
    false,
    true,
  ],
  [
    'a key reused with another body',
    new ApiError(422, { detail: 'reused', code: 'idempotency_key_reused' }),
    'checkout_details',
    'checkout_details',
    false,
    true,
  ],
  [
    'items out of stock',
    new ApiError(409, { detail: 'Cart items unavailable.', code: 'items_unavailable', items: ['Shirt (M)'] }),
    'items_unavailable',
    'items_unavailable',
    true,
    false,
  ],
  [
    'too many unpaid orders',
    new ApiError(409, { detail: 'You already have 3 unpaid orders.', code: 'too_many_unpaid_orders' }),
    'too_many_unpaid',
    'too_many_unpaid',
    false,
    false,
  ],
  [
    'products not sold in the region',
    new ApiError(400, { products: ['Some products are not sold in this region.'] }),
    'items_unavailable',
    'items_unavailable',
    true,
    false,
  ],
  [
    'an unknown delivery option',
    new ApiError(400, { delivery_payment_option: ['Delivery method no longer available.'] }),
    'delivery_unavailable',
    'delivery_unavailable',
    true,
    false,
  ],
  [
    'cash refused by a shop that stopped taking it',
    new ApiError(400, {
      delivery_payment_option: ['Магазин не принимает оплату наличными: выберите оплату онлайн.'],
    }),
    'delivery_unavailable',
    'delivery_unavailable',
    true,
    false,
  ],
  [
    'bonuses refused by the method',
    new ApiError(400, { use_bonuses: ['Bonuses cannot be used with this payment method.'] }),
    'delivery_unavailable',
    'delivery_unavailable',
    true,
    false,
  ],
  [
    'a promo code run out',
    new ApiError(400, { promo_codes: ['A: The promo code cannot be applied or has run out.'] }),
    'promo_rejected',
    'order_failed',
    true,
    false,
  ],
  [
    'a changed bonus balance',
    new ApiError(409, { detail: 'Refresh the page.', code: 'bonuses_changed' }),
    'checkout_details',
    'checkout_details',
    false,
    false,
  ],
  [
    'a lost session',
    new ApiError(401, { detail: 'no' }),
    'checkout_details',
    'checkout_details',
    false,
    false,
  ],
  [
    'an outlet of another region',
    new ApiError(400, { outlet: ['Choose an outlet.'] }),
    'order_failed',
    'order_failed',
    false,
    false,
  ],
])(
  '%s is %s (toast %s, re-preview %s, keep key %s)',
  (_, error, kind, toast, repreview, keepIdempotencyKey) => {
    expect(toOrderFailure(error)).toMatchObject({ kind, toast, repreview, keepIdempotencyKey })
  },
)

test('field errors the form cannot place are passed on as the API sent them', () => {
  const failure = toOrderFailure(
    new ApiError(400, { recipient_email: ['Value is not a valid email address'] }),
  )
  expect(failure.fieldErrors).toEqual({ recipient_email: ['Value is not a valid email address'] })
})
