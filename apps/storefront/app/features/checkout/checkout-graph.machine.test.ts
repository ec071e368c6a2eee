/**
 * Model-based coverage with @xstate/graph: shortest paths from the start to every distinct checkout state,
 * walking a small alphabet of concrete events (including what each actor reports when it resolves or fails).
 * The test fails if a state node is never reached, if an event a state declares is never sent in it, or if a
 * guard is never seen both passing and failing.
 */
import { ApiError } from '@vitrina/api-client'
import { beforeAll, expect, test } from 'vitest'
import { __unsafe_getAllOwnEventDescriptors, initialTransition } from 'xstate'
import {
  allStates,
  machineWalk,
  oneSidedGuards,
  unreachedStates,
  untakenEvents,
} from '../../lib/testing/machine-graph.ts'
import { checkoutMachine } from './checkout.machine.ts'
import {
  aCart,
  aCartLine,
  aCartWithCodes,
  anInput,
  anOrder,
  aSuggestion,
  type CheckoutMachineEvent,
  type CheckoutSnapshot,
  done,
  failed,
  run,
} from './checkout-test-factories.ts'
import * as rules from './checkout-validation.ts'
import { profilePatch } from './profile-patch.ts'

const ALPHABET: CheckoutMachineEvent[] = [
  { type: 'customer.change', field: 'first_name', value: 'Maria' },
  { type: 'customer.gender', gender: 'male' },
  { type: 'recipient.toggle' },
  { type: 'recipient.change', field: 'phone', value: '+7 916 765-43-21' },
  { type: 'delivery.tab', tab: 'pickup' },
  { type: 'pickup.kind', kind: 'parcel_locker' },
  { type: 'address.change', field: 'flat', value: '12' },
  { type: 'address.choose', suggestion: aSuggestion() },
  { type: 'address.pick', lat: 55.76, lon: 37.6 },
  { type: 'outlet.select', id: 3 },
  { type: 'pickup-point.select', id: 8 },
  // Cash first: the states it reaches stand for "a method chosen", and cash forbids bonuses.
  { type: 'payment.select', id: 'DELIVERY:cash' },
  { type: 'payment.select', id: 'DELIVERY:online' },
  { type: 'bonuses.toggle' },
  { type: 'promo.apply', code: 'spring' },
  { type: 'promo.remove', code: 'SPRING' },
  { type: 'consent.toggle' },
  { type: 'order.place' },
  { type: 'order.retry' },
  { type: 'error.dismiss' },
  { type: 'checkout.refresh' },
  { type: 'card.add', barcode: '2990 0000 54321' },
  { type: 'card.add', barcode: '  ' },
  { type: 'card.remove', barcode: '2990000054321' },
  done('checkCard', { barcode: '2990000054321', kind: 'gift', balance: '500.00', expires: null }),
  done('checkCard', { barcode: '100000007', kind: 'bonus', balance: '1500.00', expires: null }),
  failed('checkCard', new ApiError(400, { detail: 'No such card.', code: 'card_not_found' })),
  done('previewCart', aCartWithCodes({ SPRING: null })),
  done('previewCart', aCartWithCodes({ SPRING: 'Expired.' })),
  done('previewCart', aCart({ items: [], unavailable_items: [aCartLine({ available: false })] })),
  failed('previewCart', new TypeError('fetch failed')),
  done('reverseGeocode', [aSuggestion({ house: '9' })]),
  done('reverseGeocode', [aSuggestion({ house: null })]),
  failed('reverseGeocode', new Error('geocoder down')),
  done('createOrder', anOrder()),
  failed('createOrder', new TypeError('fetch failed')),
  failed(
    'createOrder',
    new ApiError(400, { delivery_payment_option: ['Delivery method no longer available.'] }),
  ),
  done('saveProfile', null),
  failed('saveProfile', new ApiError(500, null)),
]

// While a preview or a map lookup runs, only the events of that state are sent: the form-level events are
// walked from the idle form already, and repeating them in every busy state adds states, not behaviour.
const busyEvents = (prefix: string, own: string[]) =>
  ALPHABET.filter((e) => own.includes(e.type) || e.type.startsWith(prefix))
const WHILE_PREVIEWING = busyEvents('xstate.done.actor.previewCart', [
  'payment.select',
  'bonuses.toggle',
  'xstate.error.actor.previewCart',
])
const WHILE_LOCATING = busyEvents('xstate.done.actor.reverseGeocode', [
  'address.choose',
  'address.pick',
  'xstate.error.actor.reverseGeocode',
])
const WHILE_CHECKING = busyEvents('xstate.done.actor.checkCard', [
  'order.place',
  'xstate.error.actor.checkCard',
])
function eventsIn(snapshot: CheckoutSnapshot): CheckoutMachineEvent[] {
  // Only events some active state handles: sending the rest would test nothing (and an actor error event
  // sent to the final state would fail the machine, which a real actor can never do).
  const handled = new Set<string>(__unsafe_getAllOwnEventDescriptors(snapshot))
  const alphabet = snapshot.matches({ form: { pricing: 'previewing' } })
    ? WHILE_PREVIEWING
    : snapshot.matches({ form: { address: 'locating' } })
      ? WHILE_LOCATING
      : snapshot.matches({ form: { cards: 'checking' } })
        ? WHILE_CHECKING
        : ALPHABET
  return alphabet.filter((event) => handled.has(event.type))
}

// Phone validation is the slow part; the people objects are only replaced when edited, so cache by them.
const peopleValid = new WeakMap<object, WeakMap<object, boolean>>()
function arePeopleValid(c: CheckoutSnapshot['context']): boolean {
  const byRecipient = peopleValid.get(c.customer) ?? new WeakMap<object, boolean>()
  peopleValid.set(c.customer, byRecipient)
  const valid = byRecipient.get(c.recipient) ?? rules.isValid(rules.validatePeople(c))
  byRecipient.set(c.recipient, valid)
  return valid
}

// What decides the next transitions: the state, how far `order.place` gets through its guards (the first
// failing rule, in the guards' order), and the few facts other guards read. Which later rules pass, texts, ids
// and other errors would only multiply states that behave the same.
function firstFailingRule(c: CheckoutSnapshot['context']): number {
  const passes = [
    () => rules.isValid(rules.validateItems(c)),
    () => arePeopleValid(c),
    () => rules.isValid(rules.validateDestination(c)),
    () => rules.isValid(rules.validatePayment(c)),
    () => c.offerAccepted,
  ]
  const index = passes.findIndex((pass) => !pass())
  return index === -1 ? passes.length : index
}

function serializeState(snapshot: CheckoutSnapshot): string {
  const c = snapshot.context
  return JSON.stringify([
    snapshot.value,
    firstFailingRule(c),
    c.errors.form === 'order_failed',
    profilePatch(c.profile, c.customer) !== null,
    c.useBonuses,
    c.promoCodes.length > 0,
    c.pendingPromoCode !== null,
    c.cards.length > 0,
  ])
}

const graph = machineWalk(checkoutMachine)
let paths: ReturnType<typeof graph.walk> = []

beforeAll(() => {
  paths = graph.walk({ input: anInput(), events: eventsIn, serializeState })
}, 30_000)

test('every state of the checkout is reachable', () => {
  expect(unreachedStates(checkoutMachine, paths)).toEqual([])
  expect(paths.length).toBeGreaterThan(allStates(checkoutMachine).length)
})

test('every event is taken from every state that handles it', () => {
  expect(untakenEvents(checkoutMachine, graph.edges)).toEqual([])
})

test('every guard is seen both passing and failing', () => {
  expect(oneSidedGuards(graph.guardResults)).toEqual([])
  expect(graph.guardResults.size).toBeGreaterThan(15)
})

test('a generated path to each kind of state replays to that state', () => {
  const [initial] = initialTransition(checkoutMachine, anInput())
  const byValue = new Map(paths.map((path) => [JSON.stringify(path.state.value), path]))
  for (const path of byValue.values()) {
    const events = path.steps.slice(1).map((step) => step.event)
    expect(run(initial, ...events).value).toEqual(path.state.value)
  }
  expect(byValue.size).toBeGreaterThanOrEqual(6)
})

test('the placed state outputs the payment link', () => {
  const placed = paths.find((path) => path.state.matches('placed'))
  expect(placed?.state.status).toBe('done')
  expect(placed?.state.output).toEqual({ order: anOrder(), href: '/cart/checkout/42/?payment=redirect' })
})
