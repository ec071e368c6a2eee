/**
 * Factories and fake actors for the checkout tests (never imported by app code). Each call returns fresh
 * objects; fakes record their calls so tests can count orders and read what was sent.
 */
import type { AddressSuggestion, Cart, CartLine, CartUpdate, Order, ProfilePatch } from '@vitrina/api-client'
import type { LoyaltyCardCheck } from '@vitrina/api-client/schemas/loyalty'
import {
  type Actor,
  createActor,
  type EventFromLogic,
  fromPromise,
  initialTransition,
  type SnapshotFrom,
  transition,
  waitFor,
} from 'xstate'
import {
  type CheckCardInput,
  type CreateOrderInput,
  checkoutMachine,
  type ReverseGeocodeInput,
} from './checkout.machine.ts'
import type { CheckoutInput, CheckoutProfile } from './checkout-types.ts'

export function aCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    product: { id: 10, name: 'Linen shirt', slug: 'linen-shirt', article: 'LS-1', category: 3, image: null },
    sku: { id: 101, size: 'M', color: null },
    count: 2,
    tour: null,
    price: '1500.00',
    old_price: null,
    discount: '0.00',
    total: '3000.00',
    available: true,
    stock: 5,
    ...overrides,
  }
}

/** The reference API's five delivery/payment options (apps/api cart-pricing.ts). */
export function allOptions(): Cart['delivery_payment_options'] {
  const option = (type: 'DELIVERY' | 'PICKUP' | 'PICKUP_POINT', payment: 'redirect' | 'cash') => ({
    id: `${type}:${payment === 'redirect' ? 'online' : 'cash'}`,
    delivery_type: type,
    payment_type: { type: payment, name: payment, online: payment === 'redirect' },
    can_use_bonuses: payment === 'redirect',
  })
  return [
    option('DELIVERY', 'redirect'),
    option('DELIVERY', 'cash'),
    option('PICKUP', 'redirect'),
    option('PICKUP', 'cash'),
    option('PICKUP_POINT', 'redirect'),
  ]
}

export function aCart(overrides: Partial<Cart> = {}): Cart {
  return {
    items: [aCartLine()],
    unavailable_items: [],
    promotions: [],
    use_bonuses: false,
    bonus_balance: '500.00',
    bonus_discount_amount: '0.00',
    count: 2,
    subtotal: '3000.00',
    discount: '0.00',
    total: '3000.00',
    delivery_payment_options: allOptions(),
    ...overrides,
  }
}

/** A cart whose promotions answer the given codes: `ok`, or `error` with a message. */
export function aCartWithCodes(results: Record<string, string | null>, overrides: Partial<Cart> = {}): Cart {
  const promotions = Object.entries(results).map(([code, error]) => ({
    promotion_code: {
      code,
      apply_result: error === null ? { status: 'ok' as const } : { status: 'error' as const, error },
    },
    amount: error === null ? '300.00' : '0.00',
  }))
  return aCart({ promotions, total: '2700.00', discount: '300.00', ...overrides })
}

export function aProfile(overrides: Partial<CheckoutProfile> = {}): CheckoutProfile {
  return {
    first_name: 'Anna',
    last_name: 'Ivanova',
    middle_name: 'Petrovna',
    phone: '+7 (916) 123-45-67',
    email: 'anna@example.com',
    gender: 'female',
    ...overrides,
  }
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    number: 'TR-2025-000042',
    state: 'new',
    sub_state: null,
    created: '2025-05-01T10:00:00Z',
    delivery_type: 'DELIVERY',
    address: null,
    address_details: null,
    outlet: null,
    pickup_point: null,
    recipient: { name: 'Anna Ivanova', phone: '79161234567', email: 'anna@example.com' },
    items: [],
    promo_codes: [],
    payment_type: 'redirect',
    subtotal: '3000.00',
    discount: '0.00',
    bonus_debit: '0.00',
    gift_card_debit: '0.00',
    total: '3000.00',
    paid: '0.00',
    to_be_paid: '3000.00',
    pay_now: '3000.00',
    actions: ['PAY', 'CANCEL'],
    available_payment_options: [{ type: 'redirect', name: 'Card online' }],
    storage_until: null,
    ...overrides,
  }
}

export function aSuggestion(data: Partial<AddressSuggestion['data']> = {}): AddressSuggestion {
  return {
    value: 'Moscow, Tverskaya st, 7',
    unrestricted_value: '125009, Moscow, Tverskaya st, 7',
    data: {
      city: 'Moscow',
      city_fias_id: 'city-fias',
      settlement_fias_id: null,
      street: 'Tverskaya',
      street_fias_id: 'street-fias',
      house: '7',
      geo_lat: '55.7602',
      geo_lon: '37.6085',
      ...data,
    },
  }
}

export function anInput(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  let n = 0
  return {
    cart: aCart(),
    profile: aProfile(),
    newIdempotencyKey: () => `key-${++n}`,
    ...overrides,
  }
}

/** Fake actors: each answers by a function of its input and call number, and records every input. */
export function fakeActors(
  answers: {
    previewCart?: (input: CartUpdate, call: number) => Promise<Cart> | Cart
    createOrder?: (input: CreateOrderInput, call: number) => Promise<Order> | Order
    saveProfile?: (input: ProfilePatch, call: number) => Promise<unknown> | unknown
    reverseGeocode?: (
      input: ReverseGeocodeInput,
      call: number,
    ) => Promise<AddressSuggestion[]> | AddressSuggestion[]
    checkCard?: (input: CheckCardInput, call: number) => Promise<LoyaltyCardCheck> | LoyaltyCardCheck
  } = {},
) {
  const calls = {
    previewCart: [] as CartUpdate[],
    createOrder: [] as CreateOrderInput[],
    saveProfile: [] as ProfilePatch[],
    reverseGeocode: [] as ReverseGeocodeInput[],
    checkCard: [] as CheckCardInput[],
  }
  const fake = <I, O>(
    list: I[],
    answer: ((input: I, call: number) => Promise<O> | O) | undefined,
    fallback: () => O,
  ) =>
    fromPromise<O, I>(async ({ input }) => {
      list.push(input)
      return answer ? answer(input, list.length) : fallback()
    })
  const actors = {
    previewCart: fake(calls.previewCart, answers.previewCart, () => aCart()),
    createOrder: fake(calls.createOrder, answers.createOrder, () => anOrder()),
    saveProfile: fake(calls.saveProfile, answers.saveProfile, () => null),
    reverseGeocode: fake(calls.reverseGeocode, answers.reverseGeocode, () => [aSuggestion()]),
    checkCard: fake(calls.checkCard, answers.checkCard, () => aGiftCardCheck()),
  }
  return { actors, calls }
}

/** Starts the machine with fake actors and waits for the first preview to settle. */
export async function startCheckout(fakes = fakeActors(), input: CheckoutInput = anInput()) {
  const actor = createActor(checkoutMachine.provide({ actors: fakes.actors }), { input }).start()
  await settled(actor)
  return { actor, calls: fakes.calls }
}

/** Waits until nothing runs: no preview, no map lookup, no order in flight. */
export function settled(actor: Actor<typeof checkoutMachine>) {
  return waitFor(actor, (s) => !s.hasTag('busy'))
}

/** A complete courier checkout: address from a suggestion, card online, consent given. */
export function fillCourier(actor: Actor<typeof checkoutMachine>) {
  actor.send({ type: 'address.choose', suggestion: aSuggestion() })
  actor.send({ type: 'address.change', field: 'flat', value: '12' })
  actor.send({ type: 'address.change', field: 'entrance', value: '3' })
  actor.send({ type: 'payment.select', id: 'DELIVERY:online' })
  actor.send({ type: 'consent.toggle' })
}

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>
export type CheckoutMachineEvent = EventFromLogic<typeof checkoutMachine>
type ActorId = 'previewCart' | 'createOrder' | 'saveProfile' | 'reverseGeocode' | 'checkCard'

/** What an invoked actor reports when it resolves; for pure `transition()` tests and graph traversal. */
export function done(id: ActorId, output: unknown): CheckoutMachineEvent {
  return { type: `xstate.done.actor.${id}`, output } as unknown as CheckoutMachineEvent
}

export function failed(id: ActorId, error: unknown): CheckoutMachineEvent {
  return { type: `xstate.error.actor.${id}`, error } as unknown as CheckoutMachineEvent
}

/** Applies events one after another with the pure `transition()`: no actor runs. */
export function run(snapshot: CheckoutSnapshot, ...events: CheckoutMachineEvent[]): CheckoutSnapshot {
  return events.reduce((current, event) => transition(checkoutMachine, current, event)[0], snapshot)
}

/** The snapshot right after the first preview answered with `cart`. */
export function priced(cart: Cart = aCart(), input: CheckoutInput = anInput()): CheckoutSnapshot {
  const [initial] = initialTransition(checkoutMachine, input)
  return run(initial, done('previewCart', cart))
}

/** The events of a complete courier checkout (see `fillCourier`). */
export function courierEvents(): CheckoutMachineEvent[] {
  return [
    { type: 'address.choose', suggestion: aSuggestion() },
    { type: 'payment.select', id: 'DELIVERY:online' },
    { type: 'consent.toggle' },
  ]
}

/** The check's answer for the demo gift card of 500.00. */
export function aGiftCardCheck(overrides: Partial<LoyaltyCardCheck> = {}): LoyaltyCardCheck {
  return { barcode: '2990000054321', kind: 'gift', balance: '500.00', expires: null, ...overrides }
}
