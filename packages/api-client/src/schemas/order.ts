import * as v from 'valibot'
import { CartItemInput } from './cart.ts'
import { IdNumber, Money, Paginated } from './common.ts'
import { TourBooking } from './tours.ts'

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters.`))

export const AddressInput = v.object({
  city: v.pipe(Text(200), v.minLength(1, 'This field is required')),
  street: v.pipe(Text(200), v.minLength(1, 'This field is required')),
  house: v.pipe(Text(50), v.minLength(1, 'This field is required')),
  settlement: v.optional(Text(200)),
  postal: v.optional(Text(20)),
  latitude: v.optional(v.nullable(v.number())),
  longitude: v.optional(v.nullable(v.number())),
  fias_id: v.optional(Text(64)),
})

export const AddressDetails = v.object({
  flat: v.optional(Text(20)),
  floor: v.optional(Text(10)),
  entrance: v.optional(Text(10)),
  comment: v.optional(Text(500)),
})

/** POST /api/orders/ (spec §3 "Order request"). */
export const OrderRequest = v.object({
  use_bonuses: v.optional(v.boolean(), false),
  products: v.pipe(v.array(CartItemInput), v.minLength(1, 'The cart is empty.'), v.maxLength(200)),
  /** Bonus or gift cards spent by barcode; without `amount` a card pays as much as it can (balance, total). */
  balances: v.optional(
    v.pipe(
      v.array(
        v.object({
          barcode: v.pipe(Text(64), v.minLength(1, 'Enter the card number.')),
          amount: v.optional(v.pipe(Money, v.regex(/^\d/, 'The amount cannot be negative.'))),
        }),
      ),
      v.maxLength(5, 'At most 5 cards per order.'),
    ),
    [],
  ),
  recipient_name: v.pipe(Text(200), v.minLength(1, 'Value is required')),
  recipient_email: v.optional(
    v.union([v.literal(''), v.pipe(Text(254), v.email('Value is not a valid email address'))]),
    '',
  ),
  recipient_phone: v.pipe(
    v.string(),
    v.regex(/^\d{11,15}$/, 'This field should be at least 11 characters long'),
  ),
  promo_codes: v.optional(v.pipe(v.array(Text(64)), v.maxLength(10)), []),
  delivery_payment_option: v.pipe(v.string('Choose a payment method.'), v.maxLength(64)),
  address: v.optional(v.nullable(AddressInput)),
  address_details: v.optional(v.nullable(AddressDetails)),
  outlet: v.optional(v.nullable(IdNumber('outlet must be an id.'))),
  pickup_point: v.optional(v.nullable(IdNumber('pickup_point must be an id.'))),
  employee: v.optional(v.nullable(Text(100))),
  // Spec §3 marketing parameters: where the shopper came from, kept by the storefront since the landing page.
  client_id: v.optional(v.nullable(Text(200))),
  yclid: v.optional(v.nullable(Text(200))),
  utm_source: v.optional(v.nullable(Text(200))),
  utm_medium: v.optional(v.nullable(Text(200))),
  utm_campaign: v.optional(v.nullable(Text(200))),
  utm_content: v.optional(v.nullable(Text(200))),
  utm_term: v.optional(v.nullable(Text(200))),
})
export type OrderRequest = v.InferInput<typeof OrderRequest>

export const PaymentOption = v.object({ type: v.string(), name: v.string() })

export const OrderItem = v.object({
  id: v.number(),
  product: v.number(),
  sku: v.nullable(v.number()),
  name: v.string(),
  article: v.string(),
  size: v.nullable(v.string()),
  barcode: v.nullable(v.string()),
  /** Who sells the item (the company's seller when the order was placed); null for older orders. */
  seller: v.optional(v.nullable(v.string()), null),
  count: v.number(),
  price: Money,
  discount: Money,
  total: Money,
  state: v.string(),
})

/** A parcel of the order with a delivery service (spec §3 "Shipment"). */
export const Shipment = v.object({
  id: v.number(),
  number: v.string(),
  delivery_service: v.string(),
  invoice_number: v.nullable(v.string()),
  state: v.string(),
  expected_date: v.nullable(v.string()),
  received_date: v.nullable(v.string()),
})

/** The order as created and as shown in the account (spec §3 "Order response" and "Order"). */
export const Order = v.object({
  id: v.number(),
  number: v.string(),
  state: v.string(),
  sub_state: v.nullable(v.string()),
  created: v.string(),
  delivery_type: v.picklist(['VIRTUAL', 'DELIVERY', 'PICKUP_POINT', 'PICKUP']),
  address: v.nullable(v.record(v.string(), v.unknown())),
  address_details: v.nullable(v.record(v.string(), v.unknown())),
  outlet: v.nullable(v.object({ id: v.number(), name: v.string(), address: v.string() })),
  pickup_point: v.nullable(v.object({ id: v.number(), name: v.string(), address: v.string() })),
  recipient: v.object({ name: v.string(), phone: v.string(), email: v.string() }),
  items: v.array(OrderItem),
  promo_codes: v.array(v.string()),
  payment_type: v.string(),
  /**
   * Where the order came from (spec §3 marketing parameters) and the short identity (last five characters of
   * the analytics client id); optional so a backend that does not keep them still answers a valid order.
   */
  attribution: v.optional(
    v.object({
      client_id: v.nullable(v.string()),
      short_id: v.nullable(v.string()),
      yclid: v.nullable(v.string()),
      utm_source: v.nullable(v.string()),
      utm_medium: v.nullable(v.string()),
      utm_campaign: v.nullable(v.string()),
      utm_content: v.nullable(v.string()),
      utm_term: v.nullable(v.string()),
    }),
  ),
  subtotal: Money,
  discount: Money,
  bonus_debit: Money,
  /** Paid with gift cards by barcode; optional so a backend without gift cards still answers a valid order. */
  gift_card_debit: v.optional(Money, '0.00'),
  total: Money,
  paid: Money,
  to_be_paid: Money,
  pay_now: Money,
  actions: v.array(v.string()),
  available_payment_options: v.array(PaymentOption),
  storage_until: v.nullable(v.string()),
  // Optional: a backend without them still answers a valid order (and older fixtures stay valid).
  due_date: v.optional(v.nullable(v.string())),
  receipt_code: v.optional(v.nullable(v.string())),
  shipments: v.optional(v.array(Shipment)),
  /** A tour order (delivery type VIRTUAL): the booked tour, hotel, room, stay and tourists (issue 12). */
  tour_booking: v.optional(v.nullable(TourBooking)),
})
export type Order = v.InferOutput<typeof Order>
export const OrderPage = Paginated(Order)
