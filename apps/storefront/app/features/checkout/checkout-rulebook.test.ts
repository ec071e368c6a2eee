/**
 * One checkout rulebook: the page's no-JS action (`applyIntent`, used by routes/cart-delivery) and the live
 * machine must reach the same delivery choice and promo codes for the same click, from every starting point.
 * The machine is run for real (pure `transition()`), so a rule re-implemented on either side fails here.
 */
import { expect, test } from 'vitest'
import {
  applyIntent,
  type CheckoutIntent,
  type CheckoutValues,
  checkoutDraft,
  initialCheckoutValues,
  intentEvents,
  readCheckoutForm,
  readIntent,
} from './checkout-form-data.ts'
import { checkoutSubmission } from './checkout-form-schema.ts'
import { checkPlaceOrder } from './checkout-place-order.ts'
import {
  aCart,
  aCartWithCodes,
  anInput,
  aProfile,
  type CheckoutMachineEvent,
  type CheckoutSnapshot,
  priced,
  run,
} from './checkout-test-factories.ts'
import type { DeliveryTab, PickupKind } from './checkout-types.ts'

function intentOf(intent: string): CheckoutIntent {
  const form = new FormData()
  form.set('intent', intent)
  return readIntent(form)
}

type Start = { tab: DeliveryTab; kind: PickupKind; payment: string | null }

const STARTS: Start[] = [
  { tab: 'courier', kind: 'outlet', payment: 'DELIVERY:online' },
  { tab: 'courier', kind: 'pickup_point', payment: 'DELIVERY:cash' },
  { tab: 'courier', kind: 'parcel_locker', payment: null },
  { tab: 'pickup', kind: 'outlet', payment: 'PICKUP:online' },
  { tab: 'pickup', kind: 'pickup_point', payment: 'PICKUP_POINT:online' },
  { tab: 'pickup', kind: 'parcel_locker', payment: 'PICKUP_POINT:online' },
]

/** Every button of the no-JS page that changes the choice, read the way the action reads it. */
const INTENTS = ['delivery:courier', 'delivery:outlet', 'delivery:pickup_point', 'delivery:parcel_locker']
  .map((intent) => intentOf(intent))
  .concat([{ kind: 'remove-promo', code: ' spring ' } satisfies CheckoutIntent])

/** The live page after the shopper reached `start`: tabs clicked, a point and a payment chosen, codes applied. */
function liveAt(start: Start): CheckoutSnapshot {
  const codes = ['SPRING', 'WINTER']
  const events: CheckoutMachineEvent[] = [
    { type: 'delivery.tab', tab: 'pickup' },
    { type: 'pickup.kind', kind: start.kind },
    { type: 'pickup-point.select', id: 42 },
    { type: 'outlet.select', id: 7 },
    { type: 'delivery.tab', tab: start.tab },
  ]
  if (start.payment) events.push({ type: 'payment.select', id: start.payment })
  const snapshot = run(
    priced(aCartWithCodes({ SPRING: null, WINTER: null }), anInput({ promoCodes: codes })),
    ...events,
  )
  expect(snapshot.context.promoCodes).toEqual(codes)
  return snapshot
}

function formAt(snapshot: CheckoutSnapshot): CheckoutValues {
  const { context } = snapshot
  return {
    ...initialCheckoutValues(aProfile(), {
      idempotencyKey: 'page-key-12345',
      lines: [],
      promoCodes: [...context.promoCodes],
      useBonuses: false,
    }),
    deliveryTab: context.deliveryTab,
    pickupKind: context.pickupKind,
    pickupPointId: context.pickupPointId,
    outletId: context.outletId,
    paymentOptionId: context.paymentOptionId,
  }
}

const choiceOf = (state: CheckoutValues | CheckoutSnapshot['context']) => ({
  deliveryTab: state.deliveryTab,
  pickupKind: state.pickupKind,
  pickupPointId: state.pickupPointId,
  outletId: state.outletId,
  paymentOptionId: state.paymentOptionId,
  promoCodes: state.promoCodes,
})

test.each(STARTS.flatMap((start) => INTENTS.map((intent) => [start, intent] as const)))(
  'from %o, %o: the no-JS round trip and the live machine agree',
  (start, intent) => {
    const live = liveAt(start)
    expect(choiceOf(live.context)).toMatchObject({ deliveryTab: start.tab, pickupKind: start.kind })
    const afterLive = run(live, ...intentEvents(intent)).context
    const afterForm = applyIntent(formAt(live), intent)
    expect(choiceOf(afterForm)).toEqual(choiceOf(afterLive))
  },
)

test('the chosen pickup point survives a visit to the courier tab on both paths (the old drift)', () => {
  const live = liveAt({ tab: 'pickup', kind: 'pickup_point', payment: 'PICKUP_POINT:online' })
  const courier = intentOf('delivery:courier')
  const back = intentOf('delivery:pickup_point')
  const form = applyIntent(applyIntent(formAt(live), courier), back)
  expect(form.pickupPointId).toBe(42)
  expect(run(live, ...intentEvents(courier), ...intentEvents(back)).context.pickupPointId).toBe(42)
})

test('a parcel locker is not a pickup point: switching point kinds forgets the point on both paths', () => {
  const live = liveAt({ tab: 'pickup', kind: 'pickup_point', payment: null })
  const locker = intentOf('delivery:parcel_locker')
  expect(applyIntent(formAt(live), locker).pickupPointId).toBeNull()
  expect(run(live, ...intentEvents(locker)).context.pickupPointId).toBeNull()
})

test('removing a code matches it as typed (trimmed, any case) on both paths', () => {
  const live = liveAt({ tab: 'courier', kind: 'outlet', payment: null })
  const intent: CheckoutIntent = { kind: 'remove-promo', code: 'winter ' }
  expect(applyIntent(formAt(live), intent).promoCodes).toEqual(['SPRING'])
  expect(run(live, ...intentEvents(intent)).context.promoCodes).toEqual(['SPRING'])
})

/**
 * "Place order" on both paths: the no-JS action reads the post into the draft (`checkoutDraft`), the live page's
 * conform `onValidate` gives the machine's own context (what its guards read). The same typing must give the
 * same conform errors by input, or the same order body.
 */
type Typed = Record<string, string>

function eventsOf(typed: Typed): CheckoutMachineEvent[] {
  const events: CheckoutMachineEvent[] = []
  for (const field of ['first_name', 'last_name', 'email'] as const)
    if (field in typed) events.push({ type: 'customer.change', field, value: typed[field] ?? '' })
  if (typed.recipient_enabled === 'on') events.push({ type: 'recipient.toggle' })
  for (const field of ['first_name', 'last_name', 'phone'] as const) {
    const value = typed[`recipient_${field}`]
    if (value !== undefined) events.push({ type: 'recipient.change', field, value })
  }
  if (typed.delivery_tab === 'pickup') events.push({ type: 'delivery.tab', tab: 'pickup' })
  if (typed.outlet) events.push({ type: 'outlet.select', id: Number(typed.outlet) })
  for (const field of ['city', 'street', 'house', 'flat', 'comment'] as const) {
    const value = typed[field]
    if (value !== undefined) events.push({ type: 'address.change', field, value })
  }
  if (typed.payment) events.push({ type: 'payment.select', id: typed.payment })
  if (typed.offer === 'on') events.push({ type: 'consent.toggle' })
  return events
}

/** The post of the page as rendered (the profile's name and email in the fields) after the same typing. */
function postOf(typed: Typed): FormData {
  const { first_name, last_name, email } = aProfile()
  const form = new FormData()
  form.set('idempotency_key', 'page-key-12345')
  for (const [name, value] of Object.entries({ first_name, last_name, email, ...typed }))
    form.set(name, value)
  return form
}

const TYPINGS: [string, Typed, 'error' | 'success'][] = [
  ['nothing chosen, the name erased', { first_name: '', comment: 'Call me first' }, 'error'],
  ['a partial address', { city: 'Moscow', house: '7', payment: 'DELIVERY:online' }, 'error'],
  ['too long a name and a bad email', { first_name: 'x'.repeat(101), email: 'anna@', offer: 'on' }, 'error'],
  ['a recipient switched on, left empty', { recipient_enabled: 'on', recipient_phone: '123' }, 'error'],
  [
    'the pickup tab without a shop',
    { delivery_tab: 'pickup', payment: 'PICKUP:online', offer: 'on' },
    'error',
  ],
  [
    'a complete courier order',
    { city: 'Moscow', street: 'Tverskaya', house: '7', flat: '12', payment: 'DELIVERY:online', offer: 'on' },
    'success',
  ],
  [
    'a complete pickup order',
    { delivery_tab: 'pickup', outlet: '7', payment: 'PICKUP:cash', offer: 'on' },
    'success',
  ],
]

test.each(TYPINGS)(
  '%s: the live conform check and the no-JS action give the same answer',
  (_, typed, status) => {
    const cart = aCart()
    const form = postOf(typed)
    const values = readCheckoutForm(form, () => 'page-key-12345')
    const rules = { consultant: values.consultant }
    const live = run(priced(cart), ...eventsOf(typed)).context
    const fromLive = checkoutSubmission(form, { ...rules, draft: live, address: live.address }).reply()
    const fromPost = checkoutSubmission(form, {
      ...rules,
      draft: checkoutDraft(values, aProfile(), cart),
      address: values.address,
    }).reply()
    expect(fromLive.error).toEqual(fromPost.error)
    expect(fromLive.status ?? 'success').toBe(status)
    expect(fromPost.status ?? 'success').toBe(status)
    const placed = (context: Parameters<typeof checkPlaceOrder>[0]) =>
      checkPlaceOrder(context, rules.consultant)
    expect(placed(live)).toEqual(placed(checkoutDraft(values, aProfile(), cart)))
  },
)
