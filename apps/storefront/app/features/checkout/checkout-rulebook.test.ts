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
  initialCheckoutValues,
  intentEvents,
  readIntent,
} from './checkout-form-data.ts'
import {
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
