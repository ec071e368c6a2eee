/**
 * The typed sources of the checkout machine (checkout.machine.ts): context and events, the four actors the
 * route provides (their defaults throw), the guards (one per rule) and the actions. Split from the chart only
 * to keep both files readable; nothing else should import it.
 */
import type {
  AddressSuggestion,
  Cart,
  CartUpdate,
  Order,
  OrderRequest,
  ProfilePatch,
} from '@vitrina/api-client'
import type { LoyaltyCardCheck } from '@vitrina/api-client/schemas/loyalty'
import { isReverseGeocodeHit } from '@vitrina/domain/address'
import { checkPromoInput, normalizePromoCode } from '@vitrina/domain/promo'
import { assertEvent, assign, fromPromise, raise, setup, stateIn } from 'xstate'
import { type CardErrorKey, checkCardInput, withoutCard } from './checkout-cards.ts'
import type { OrderFailure } from './checkout-errors.ts'
import { rejectedCodes } from './checkout-promo.ts'
import type { CheckoutContext, CheckoutEvent, CheckoutInput } from './checkout-types.ts'
import * as update from './checkout-updates.ts'
import * as rules from './checkout-validation.ts'
import { profilePatch } from './profile-patch.ts'

export type CreateOrderInput = { request: OrderRequest; idempotencyKey: string }
export type ReverseGeocodeInput = { lat: number; lon: number; radius_meters: number; count: number }
export type CheckoutOutput = { order: Order; href: string }
export type CheckCardInput = { barcode: string }

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`checkout: the ${name} actor must be provided by the route`)
}

export const checkoutSetup = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    output: {} as CheckoutOutput,
    tags: {} as 'editable' | 'busy',
  },
  actors: {
    previewCart: fromPromise<Cart, CartUpdate>(notProvided('previewCart')),
    createOrder: fromPromise<Order, CreateOrderInput>(notProvided('createOrder')),
    saveProfile: fromPromise<unknown, ProfilePatch>(notProvided('saveProfile')),
    reverseGeocode: fromPromise<AddressSuggestion[], ReverseGeocodeInput>(notProvided('reverseGeocode')),
    checkCard: fromPromise<LoyaltyCardCheck, CheckCardInput>(notProvided('checkCard')),
  },
  guards: {
    hasItems: ({ context }) => rules.isValid(rules.validateItems(context)),
    arePeopleValid: ({ context }) => rules.isValid(rules.validatePeople(context)),
    hasDestination: ({ context }) => rules.isValid(rules.validateDestination(context)),
    hasPaymentMethod: ({ context }) => rules.isValid(rules.validatePayment(context)),
    hasConsent: ({ context }) => rules.isValid(rules.validateConsent(context)),
    isAddressSettled: stateIn({ form: { address: 'idle' } }),
    isCardSettled: stateIn({ form: { cards: 'idle' } }),
    isCardInputValid: ({ context, event }) =>
      event.type === 'card.add' && checkCardInput(event.barcode, context.cards) === null,
    isBonusCard: (_, params: { card: LoyaltyCardCheck }) => params.card.kind === 'bonus',
    isBonusCardToSwitchOn: ({ context }, params: { card: LoyaltyCardCheck }) =>
      params.card.kind === 'bonus' && !context.useBonuses,
    canRetry: ({ context }) => context.errors.form === 'order_failed',
    isOfferedPayment: ({ context, event }) =>
      event.type === 'payment.select' && update.isOfferedPayment(context, event.id),
    losesBonuses: ({ context, event }) =>
      event.type === 'payment.select' && update.losesBonuses(context, event.id),
    canToggleBonuses: ({ context }) => update.canToggleBonuses(context),
    isPromoInputValid: ({ context, event }) =>
      event.type === 'promo.apply' && checkPromoInput(event.code, context.promoCodes) === null,
    isAppliedCode: ({ context, event }) =>
      event.type === 'promo.remove' && context.promoCodes.includes(normalizePromoCode(event.code)),
    appliedCodeRejected: ({ context }, params: { cart: Cart }) =>
      rejectedCodes(params.cart, context.promoCodes).length > 0,
    pendingCodeRejected: ({ context }, params: { cart: Cart }) =>
      context.pendingPromoCode !== null && rejectedCodes(params.cart, [context.pendingPromoCode]).length > 0,
    isGeocodeHit: (_, params: { results: AddressSuggestion[] }) => isReverseGeocodeHit(params.results[0]),
    needsRepreview: (_, params: { failure: OrderFailure }) => params.failure.repreview,
    profileDiffers: ({ context }) => profilePatch(context.profile, context.customer) !== null,
  },
  actions: {
    changeCustomer: assign(({ context, event }) => {
      assertEvent(event, 'customer.change')
      return {
        customer: { ...context.customer, [event.field]: event.value },
        errors:
          event.field === 'middle_name'
            ? context.errors
            : update.clearFieldErrors(context, `customer.${event.field}`),
      }
    }),
    changeGender: assign(({ context, event }) => {
      assertEvent(event, 'customer.gender')
      return { customer: { ...context.customer, gender: event.gender } }
    }),
    toggleRecipient: assign(({ context }) => ({
      recipient: { ...context.recipient, enabled: !context.recipient.enabled },
      errors: update.clearFieldErrors(
        context,
        'recipient.first_name',
        'recipient.last_name',
        'recipient.phone',
      ),
    })),
    changeRecipient: assign(({ context, event }) => {
      assertEvent(event, 'recipient.change')
      return {
        recipient: { ...context.recipient, [event.field]: event.value },
        errors: update.clearFieldErrors(context, `recipient.${event.field}`),
      }
    }),
    chooseTab: assign(({ context, event }) => {
      assertEvent(event, 'delivery.tab')
      return update.chooseDelivery(context, { deliveryTab: event.tab })
    }),
    choosePickupKind: assign(({ context, event }) => {
      assertEvent(event, 'pickup.kind')
      return update.chooseDelivery(context, { pickupKind: event.kind })
    }),
    changeAddress: assign(({ context, event }) => {
      assertEvent(event, 'address.change')
      return update.editAddress(context, event.field, event.value)
    }),
    chooseSuggestion: assign(({ context, event }) => {
      assertEvent(event, 'address.choose')
      return update.fillAddress(context, event.suggestion)
    }),
    fillFromMap: assign(({ context }, params: { results: AddressSuggestion[] }) =>
      params.results[0] ? update.fillAddress(context, params.results[0]) : {},
    ),
    markAddress: assign(({ context }, params: { error: 'address_not_found' | 'geocode_failed' }) => ({
      errors: { ...context.errors, fields: { ...context.errors.fields, address: params.error } },
    })),
    selectOutlet: assign(({ context, event }) => {
      assertEvent(event, 'outlet.select')
      return { outletId: event.id, errors: update.clearFieldErrors(context, 'outlet') }
    }),
    selectPickupPoint: assign(({ context, event }) => {
      assertEvent(event, 'pickup-point.select')
      return { pickupPointId: event.id, errors: update.clearFieldErrors(context, 'pickup_point') }
    }),
    selectPayment: assign(({ context, event }) => {
      assertEvent(event, 'payment.select')
      return { paymentOptionId: event.id, errors: update.clearFieldErrors(context, 'payment') }
    }),
    disableBonuses: assign({ useBonuses: false }),
    toggleBonuses: assign(({ context }) => ({ useBonuses: !context.useBonuses })),
    startPromo: assign(({ context, event }) => {
      assertEvent(event, 'promo.apply')
      return { pendingPromoCode: normalizePromoCode(event.code), errors: { ...context.errors, promo: null } }
    }),
    rejectPromoInput: assign(({ context, event }) => {
      assertEvent(event, 'promo.apply')
      const key = checkPromoInput(event.code, context.promoCodes) ?? 'required'
      return { errors: { ...context.errors, promo: { code: normalizePromoCode(event.code), key } } }
    }),
    removePromo: assign(({ context, event }) => {
      assertEvent(event, 'promo.remove')
      return { promoCodes: update.withoutPromoCode(context.promoCodes, event.code) }
    }),
    startCard: assign(({ event }) => {
      assertEvent(event, 'card.add')
      return { pendingCard: event.barcode, cardError: null }
    }),
    rejectCardInput: assign(({ context, event }) => {
      assertEvent(event, 'card.add')
      const key = checkCardInput(event.barcode, context.cards) ?? 'required'
      return { cardError: { barcode: event.barcode, key } }
    }),
    storeCard: assign(({ context }, params: { card: LoyaltyCardCheck }) => ({
      cards: [
        ...context.cards,
        { barcode: params.card.barcode, balance: params.card.balance, expires: params.card.expires },
      ],
      pendingCard: null,
      cardError: null,
    })),
    // The customer's own bonus card is spent as bonuses (one rule, decision 014): say so where it was typed.
    noteBonusCard: assign(({ context }) => ({
      pendingCard: null,
      cardError: { barcode: context.pendingCard ?? '', key: 'bonus_card' as const },
    })),
    switchBonusesOn: raise({ type: 'bonuses.toggle' }),
    failCard: assign(({ context }, params: { key: CardErrorKey }) => ({
      pendingCard: null,
      cardError: { barcode: context.pendingCard ?? '', key: params.key },
    })),
    removeCard: assign(({ context, event }) => {
      assertEvent(event, 'card.remove')
      return { cards: withoutCard(context.cards, event.barcode), cardError: null }
    }),
    toggleConsent: assign(({ context }) => ({
      offerAccepted: !context.offerAccepted,
      errors: update.clearFieldErrors(context, 'consent'),
    })),
    showValidationErrors: assign(({ context }) => ({
      errors: { ...context.errors, fields: rules.validateCheckout(context) },
    })),
    dismissError: assign(({ context }) => ({ errors: { ...context.errors, form: null, server: {} } })),
    storePreview: assign(({ context }, params: { cart: Cart }) => update.storePreview(context, params.cart)),
    dropRejectedCodes: assign(({ context }, params: { cart: Cart }) =>
      update.dropRejectedCodes(context, rejectedCodes(params.cart, context.promoCodes)),
    ),
    rejectPendingCode: assign(({ context }, params: { cart: Cart }) =>
      update.dropRejectedCodes(context, rejectedCodes(params.cart, [context.pendingPromoCode ?? ''])),
    ),
    failPreview: assign(({ context }) => ({
      pendingPromoCode: null,
      errors: { ...context.errors, form: 'checkout_details' as const },
    })),
    startAttempt: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? context.newIdempotencyKey(),
      errors: { ...context.errors, fields: {}, form: null, server: {} },
    })),
    storeOrder: assign((_, params: { order: Order }) => ({ order: params.order })),
    failOrder: assign(({ context }, params: { failure: OrderFailure }) =>
      update.failOrder(context, params.failure),
    ),
  },
})
