import * as v from 'valibot'
import { IdNumber, Image, Money } from './common.ts'

export const CartItemInput = v.object({
  product: IdNumber('product must be an id.'),
  sku: v.nullable(IdNumber('sku must be an id.')),
  count: v.pipe(
    v.number('count must be a number.'),
    v.integer('count must be an integer.'),
    v.minValue(1, 'Minimum quantity: 1'),
    v.maxValue(999),
  ),
  tour: v.optional(v.nullable(v.number())),
})
export type CartItemInput = v.InferOutput<typeof CartItemInput>

/** One promo code as the cart prices it (the storefront's promo form checks the same). */
export const CartPromoCode = v.pipe(
  v.string('A promo code is a string.'),
  v.trim(),
  v.minLength(1, 'Enter a promo code.'),
  v.maxLength(64, 'At most 64 characters.'),
)

/** POST /api/v2/cart/ body (spec §7): `save: false` prices a preview without storing it. */
export const CartUpdate = v.object({
  items: v.pipe(v.array(CartItemInput), v.maxLength(200, 'At most 200 cart lines.')),
  // Spec §7: a plain list of codes, e.g. `["WELCOME10"]`.
  promo_codes: v.optional(
    v.pipe(
      v.array(CartPromoCode, 'promo_codes must be a list of codes.'),
      v.maxLength(10, 'At most 10 promo codes.'),
    ),
    [],
  ),
  use_bonuses: v.optional(v.boolean(), false),
  save: v.optional(v.boolean(), true),
})
export type CartUpdate = v.InferInput<typeof CartUpdate>

export const ApplyResult = v.object({
  status: v.picklist(['ok', 'error']),
  error: v.optional(v.nullable(v.string())),
})

export const CartLine = v.object({
  product: v.object({
    id: v.number(),
    name: v.string(),
    slug: v.string(),
    article: v.string(),
    category: v.number(),
    image: v.nullable(Image),
  }),
  sku: v.nullable(v.object({ id: v.number(), size: v.nullable(v.string()), color: v.nullable(v.string()) })),
  count: v.number(),
  tour: v.nullable(v.number()),
  price: v.nullable(Money),
  old_price: v.nullable(Money),
  discount: Money,
  total: Money,
  available: v.boolean(),
  stock: v.number(),
})
export type CartLine = v.InferOutput<typeof CartLine>

export const DeliveryPaymentOption = v.object({
  id: v.string(),
  delivery_type: v.picklist(['DELIVERY', 'PICKUP', 'PICKUP_POINT', 'VIRTUAL']),
  payment_type: v.object({ type: v.string(), name: v.string(), online: v.boolean() }),
  can_use_bonuses: v.boolean(),
})
export type DeliveryPaymentOption = v.InferOutput<typeof DeliveryPaymentOption>

export const Cart = v.object({
  items: v.array(CartLine),
  unavailable_items: v.array(CartLine),
  promotions: v.array(
    v.object({ promotion_code: v.object({ code: v.string(), apply_result: ApplyResult }), amount: Money }),
  ),
  use_bonuses: v.boolean(),
  bonus_balance: Money,
  bonus_discount_amount: Money,
  count: v.number(),
  subtotal: Money,
  discount: Money,
  total: Money,
  delivery_payment_options: v.array(DeliveryPaymentOption),
})
export type Cart = v.InferOutput<typeof Cart>
