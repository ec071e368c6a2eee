/**
 * The checkout: the single source of truth of the checkout page. The UI renders the snapshot and sends
 * events; the route provides the four actors (API calls) and the input (cart, profile, key generator).
 *
 * States
 * - `form` (parallel, tag `editable`): every field edit is handled here, in all its sub-states, so typing is
 *   never lost while a preview or a map lookup runs.
 *   - `pricing`: `previewing` (POST cart, `save: false`) ⇄ `idle`. The machine starts by previewing: the page
 *     may come with a saved cart while the promo codes live in local storage. Promo codes, bonuses and a
 *     payment method that forbids bonuses re-price; `order.place` is only taken in `idle`, so an order never
 *     goes out with a price the shopper has not seen. A bonuses switch during a preview restarts it (the own
 *     bonus card's check can answer at any time, and the hydration replay runs during the first preview).
 *   - `address`: `idle` ⇄ `locating` (reverse geocode of a map pick; a later pick restarts it, a chosen
 *     suggestion cancels it; placing waits for it).
 * - `placing` (tag `busy`): `createOrder` with the order request and the Idempotency-Key. Events sent while
 *   placing are not handled, so a double click creates one order.
 * - `savingProfile`: after the order, when name or gender differ from the profile; its failure is ignored.
 * - `placed` (final): output `{ order, href }`, href from `orderNextHref`.
 *
 * Decisions
 * - Validation is a set of named guards (one per spec §5 rule, see checkout-validation.ts) on `order.place`
 *   rather than a `validating` state: a failed check is synchronous and leaves the form with field errors.
 * - The Idempotency-Key is created when the first attempt starts (injected `newIdempotencyKey`) and reused
 *   by every later attempt until a definitive refusal (checkout-errors.ts): a retry after a network error
 *   replays the first order instead of creating a second.
 * - Order errors go back to the form with a toast key; those that change what can be bought (delivery
 *   method gone, items unavailable, promo code rejected) re-preview first. Everything typed is kept.
 * - Profile save runs after the order so that it can never block or delay the order itself.
 * - `order.place` while a preview or a map lookup runs is ignored (the UI disables the button on tag
 *   `busy`): queueing it would place an order on a total or an address the shopper has not seen yet.
 * - The outlet and pickup-point finders (list or map, search, sort, geolocation) and the consultant call
 *   are view state: they end in `outlet.select`, `pickup-point.select` or `address.pick`, which is all the
 *   order needs, so they are not modelled here.
 *
 * Events (types in checkout-types.ts): customer.change, customer.gender, recipient.toggle, recipient.change,
 * delivery.tab, pickup.kind, address.change, address.choose (a suggestion), address.pick (a map point),
 * outlet.select, pickup-point.select, payment.select, bonuses.toggle, promo.apply, promo.remove,
 * consent.toggle, order.place, order.retry, error.dismiss, checkout.refresh.
 */
import type { Cart } from '@vitrina/api-client'
import { REVERSE_GEOCODE } from '@vitrina/domain/address'
import { orderNextHref } from '@vitrina/domain/order-links'
import { and, assertEvent } from 'xstate'
import { checkFailure } from './checkout-cards.ts'
import { toOrderFailure } from './checkout-errors.ts'
import { checkoutSetup } from './checkout-setup.ts'
import { initialCheckoutContext } from './checkout-types.ts'
import { buildOrderRequest, buildPreviewRequest } from './order-request.ts'
import { profilePatch } from './profile-patch.ts'

export type {
  CheckCardInput,
  CheckoutOutput,
  CreateOrderInput,
  ReverseGeocodeInput,
} from './checkout-setup.ts'

const cartOf = ({ event }: { event: { output: Cart } }) => ({ cart: event.output })

// Shared by `idle` and `previewing`: a method that forbids bonuses switches them off and re-prices.
const selectPayment = [
  {
    guard: 'losesBonuses',
    target: 'previewing',
    reenter: true,
    actions: ['selectPayment', 'disableBonuses'],
  },
  { guard: 'isOfferedPayment', actions: 'selectPayment' },
] as const

const isReadyToPlace = [
  'hasItems',
  'arePeopleValid',
  'hasDestination',
  'hasPaymentMethod',
  'hasConsent',
  'isCardSettled',
] as const

export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => initialCheckoutContext(input),
  initial: 'form',
  output: ({ context }) => {
    if (context.order === null) throw new Error('checkout: placed without an order')
    return { order: context.order, href: orderNextHref(context.order) }
  },
  states: {
    form: {
      type: 'parallel',
      tags: 'editable',
      on: {
        'customer.change': { actions: 'changeCustomer' },
        'customer.gender': { actions: 'changeGender' },
        'recipient.toggle': { actions: 'toggleRecipient' },
        'recipient.change': { actions: 'changeRecipient' },
        'delivery.tab': { actions: 'chooseTab' },
        'pickup.kind': { actions: 'choosePickupKind' },
        'address.change': { actions: 'changeAddress' },
        'outlet.select': { actions: 'selectOutlet' },
        'pickup-point.select': { actions: 'selectPickupPoint' },
        'consent.toggle': { actions: 'toggleConsent' },
        'error.dismiss': { actions: 'dismissError' },
      },
      states: {
        pricing: {
          initial: 'previewing',
          states: {
            idle: {
              on: {
                'payment.select': selectPayment,
                'bonuses.toggle': {
                  guard: 'canToggleBonuses',
                  target: 'previewing',
                  actions: 'toggleBonuses',
                },
                'promo.apply': [
                  { guard: 'isPromoInputValid', target: 'previewing', actions: 'startPromo' },
                  { actions: 'rejectPromoInput' },
                ],
                'promo.remove': { guard: 'isAppliedCode', target: 'previewing', actions: 'removePromo' },
                'checkout.refresh': { target: 'previewing', actions: 'dismissError' },
                'order.place': [
                  {
                    guard: and([...isReadyToPlace, 'isAddressSettled']),
                    target: '#checkout.placing',
                    actions: 'startAttempt',
                  },
                  { guard: 'isAddressSettled', actions: 'showValidationErrors' },
                ],
                'order.retry': {
                  guard: and(['canRetry', ...isReadyToPlace, 'isAddressSettled']),
                  target: '#checkout.placing',
                  actions: 'startAttempt',
                },
              },
            },
            previewing: {
              tags: 'busy',
              invoke: {
                id: 'previewCart',
                src: 'previewCart',
                input: ({ context }) => buildPreviewRequest(context),
                onDone: [
                  {
                    guard: { type: 'appliedCodeRejected', params: cartOf },
                    target: 'previewing',
                    reenter: true,
                    actions: { type: 'dropRejectedCodes', params: cartOf },
                  },
                  {
                    guard: { type: 'pendingCodeRejected', params: cartOf },
                    target: 'idle',
                    actions: { type: 'rejectPendingCode', params: cartOf },
                  },
                  { target: 'idle', actions: { type: 'storePreview', params: cartOf } },
                ],
                onError: { target: 'idle', actions: 'failPreview' },
              },
              on: {
                'payment.select': selectPayment,
                // Restarts the preview with bonuses as now chosen (the running one is cancelled, so a price
                // the shopper did not ask for never lands): the own bonus card checked meanwhile raises this,
                // and so does the hydration replay of a tick made before the script ran.
                'bonuses.toggle': {
                  guard: 'canToggleBonuses',
                  target: 'previewing',
                  reenter: true,
                  actions: 'toggleBonuses',
                },
              },
            },
          },
        },
        address: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'address.choose': { actions: 'chooseSuggestion' },
                'address.pick': { target: 'locating' },
              },
            },
            locating: {
              tags: 'busy',
              invoke: {
                id: 'reverseGeocode',
                src: 'reverseGeocode',
                input: ({ event }) => {
                  assertEvent(event, 'address.pick')
                  return { lat: event.lat, lon: event.lon, ...REVERSE_GEOCODE }
                },
                onDone: [
                  {
                    guard: { type: 'isGeocodeHit', params: ({ event }) => ({ results: event.output }) },
                    target: 'idle',
                    actions: { type: 'fillFromMap', params: ({ event }) => ({ results: event.output }) },
                  },
                  {
                    target: 'idle',
                    actions: { type: 'markAddress', params: { error: 'address_not_found' } },
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: { type: 'markAddress', params: { error: 'geocode_failed' } },
                },
              },
              on: {
                'address.choose': { target: 'idle', actions: 'chooseSuggestion' },
                'address.pick': { target: 'locating', reenter: true },
              },
            },
          },
        },
        cards: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'card.add': [
                  { guard: 'isCardInputValid', target: 'checking', actions: 'startCard' },
                  { actions: 'rejectCardInput' },
                ],
                'card.remove': { actions: 'removeCard' },
              },
            },
            checking: {
              tags: 'busy',
              invoke: {
                id: 'checkCard',
                src: 'checkCard',
                input: ({ context }) => ({ barcode: context.pendingCard ?? '' }),
                onDone: [
                  {
                    guard: { type: 'isBonusCardToSwitchOn', params: ({ event }) => ({ card: event.output }) },
                    target: 'idle',
                    actions: ['noteBonusCard', 'switchBonusesOn'],
                  },
                  {
                    guard: { type: 'isBonusCard', params: ({ event }) => ({ card: event.output }) },
                    target: 'idle',
                    actions: 'noteBonusCard',
                  },
                  {
                    target: 'idle',
                    actions: { type: 'storeCard', params: ({ event }) => ({ card: event.output }) },
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: { type: 'failCard', params: ({ event }) => ({ key: checkFailure(event.error) }) },
                },
              },
            },
          },
        },
      },
    },
    placing: {
      tags: 'busy',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => {
          if (context.idempotencyKey === null) throw new Error('checkout: placing without an Idempotency-Key')
          return { request: buildOrderRequest(context), idempotencyKey: context.idempotencyKey }
        },
        onDone: [
          {
            guard: 'profileDiffers',
            target: 'savingProfile',
            actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) },
          },
          {
            target: 'placed',
            actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) },
          },
        ],
        onError: [
          {
            guard: {
              type: 'needsRepreview',
              params: ({ event }) => ({ failure: toOrderFailure(event.error) }),
            },
            target: '#checkout.form.pricing.previewing',
            actions: { type: 'failOrder', params: ({ event }) => ({ failure: toOrderFailure(event.error) }) },
          },
          {
            target: '#checkout.form.pricing.idle',
            actions: { type: 'failOrder', params: ({ event }) => ({ failure: toOrderFailure(event.error) }) },
          },
        ],
      },
    },
    savingProfile: {
      tags: 'busy',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => profilePatch(context.profile, context.customer) ?? {},
        onDone: { target: 'placed' },
        // The order exists: a profile that could not be updated is not worth an error.
        onError: { target: 'placed' },
      },
    },
    placed: { type: 'final' },
  },
})
