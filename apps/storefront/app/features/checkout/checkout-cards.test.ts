import { ApiError } from '@vitrina/api-client'
import { expect, test } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { checkoutMachine } from './checkout.machine.ts'
import { checkCardInput, checkFailure, orderBalances, parseCards, planCardSpends } from './checkout-cards.ts'
import { toOrderFailure } from './checkout-errors.ts'
import {
  aCart,
  aGiftCardCheck,
  anInput,
  fakeActors,
  fillCourier,
  settled,
  startCheckout,
} from './checkout-test-factories.ts'

const gift = (barcode: string, balance: string) => ({ barcode, balance, expires: null })

test('cards pay in the order added, each what it can of what is left', () => {
  expect(planCardSpends([gift('A1', '500.00'), gift('B2', '3000.00')], '1200.50')).toEqual({
    spends: [
      { barcode: 'A1', amountMinor: 50_000 },
      { barcode: 'B2', amountMinor: 70_050 },
    ],
    paidMinor: 120_050,
    toPayMinor: 0,
  })
  expect(planCardSpends([gift('A1', '500.00')], '3000.00')).toMatchObject({
    paidMinor: 50_000,
    toPayMinor: 250_000,
  })
  expect(planCardSpends([], '10.00')).toEqual({ spends: [], paidMinor: 0, toPayMinor: 1000 })
})

test('the input rules: something typed, not twice (however grouped), at most five', () => {
  expect(checkCardInput('  ', [])).toBe('required')
  expect(checkCardInput('2990 0000-54321', [gift('2990000054321', '1.00')])).toBe('card_repeated')
  const five = ['1', '2', '3', '4', '5'].map((n) => gift(n, '1.00'))
  expect(checkCardInput('6', five)).toBe('card_too_many')
  expect(checkCardInput('2990000054321', [])).toBeNull()
})

test('API refusals map to the card messages; anything else is "try again"', () => {
  expect(checkFailure(new ApiError(400, { detail: 'x', code: 'card_expired' }))).toBe('card_expired')
  expect(checkFailure(new ApiError(400, { detail: 'x', code: 'card_amount_over_total' }))).toBe(
    'balance_changed',
  )
  expect(checkFailure(new TypeError('fetch failed'))).toBe('card_failed')
  expect(checkFailure(new ApiError(500, null))).toBe('card_failed')
  const failure = toOrderFailure(new ApiError(409, { detail: 'x', code: 'balance_changed' }))
  expect(failure).toMatchObject({ kind: 'card_rejected', toast: 'card_rejected', card: 'balance_changed' })
})

test("the API's brute-force limit on card lookups is named as such, on the check and on the order", () => {
  const throttled = new ApiError(429, { detail: 'Too many.', code: 'card_checks_throttled' })
  // Not "the balance has changed" (any other card_ code) nor "could not check" (any other failure).
  expect(checkFailure(throttled)).toBe('card_checks_throttled')
  expect(toOrderFailure(throttled)).toMatchObject({
    kind: 'card_rejected',
    card: 'card_checks_throttled',
    keepIdempotencyKey: true,
  })
})

test('the hidden field of the no-JavaScript form is read strictly', () => {
  expect(parseCards(JSON.stringify([gift('2990000054321', '500.00')]))).toEqual([
    gift('2990000054321', '500.00'),
  ])
  expect(parseCards('[{"barcode":"<b>","balance":"1.00","expires":null}]')).toEqual([])
  expect(parseCards('not json')).toEqual([])
  expect(orderBalances([gift('A1', '5.00')])).toEqual([{ barcode: 'A1' }])
})

test('a gift card added at checkout is checked, shown, and sent with the order as balances', async () => {
  const fakes = fakeActors()
  const { actor, calls } = await startCheckout(fakes)
  actor.send({ type: 'card.add', barcode: '2990 0000 54321' })
  expect(actor.getSnapshot().hasTag('busy')).toBe(true)
  await settled(actor)
  expect(calls.checkCard).toEqual([{ barcode: '2990 0000 54321' }])
  expect(actor.getSnapshot().context.cards).toEqual([gift('2990000054321', '500.00')])
  fillCourier(actor)
  actor.send({ type: 'order.place' })
  await waitFor(actor, (s) => s.status === 'done')
  expect(calls.createOrder[0]?.request.balances).toEqual([{ barcode: '2990000054321' }])
})

test('a refused card is not added and says why; removing a card leaves the order without it', async () => {
  const fakes = fakeActors({
    checkCard: (input) => {
      if (input.barcode === '0000') throw new ApiError(400, { detail: 'No card.', code: 'card_not_found' })
      return aGiftCardCheck()
    },
  })
  const { actor, calls } = await startCheckout(fakes)
  actor.send({ type: 'card.add', barcode: '0000' })
  await settled(actor)
  expect(actor.getSnapshot().context).toMatchObject({
    cards: [],
    cardError: { barcode: '0000', key: 'card_not_found' },
  })
  actor.send({ type: 'card.add', barcode: '2990000054321' })
  await settled(actor)
  actor.send({ type: 'card.add', barcode: '2990000054321' })
  expect(actor.getSnapshot().context.cardError?.key).toBe('card_repeated')
  expect(calls.checkCard).toHaveLength(2)
  actor.send({ type: 'card.remove', barcode: '2990000054321' })
  fillCourier(actor)
  actor.send({ type: 'order.place' })
  await waitFor(actor, (s) => s.status === 'done')
  expect(calls.createOrder[0]?.request).not.toHaveProperty('balances')
})

test('the own bonus card typed in switches "Spend bonuses" on and re-prices, instead of listing it', async () => {
  const fakes = fakeActors({
    checkCard: () => aGiftCardCheck({ barcode: '100000007', kind: 'bonus', balance: '1500.00' }),
    previewCart: (input) => aCart({ use_bonuses: input.use_bonuses ?? false }),
  })
  const actor = createActor(checkoutMachine.provide({ actors: fakes.actors }), { input: anInput() }).start()
  await settled(actor)
  actor.send({ type: 'card.add', barcode: '100 000 007' })
  await settled(actor)
  const { context } = actor.getSnapshot()
  expect(context.cards).toEqual([])
  expect(context.useBonuses).toBe(true)
  expect(context.cardError).toEqual({ barcode: '100 000 007', key: 'bonus_card' })
  expect(fakes.calls.previewCart.at(-1)?.use_bonuses).toBe(true)
})

test('an order refused for a card shows the card problem and keeps the form', async () => {
  const fakes = fakeActors({
    createOrder: () => {
      throw new ApiError(409, { detail: 'Changed.', code: 'balance_changed' })
    },
  })
  const { actor } = await startCheckout(fakes, anInput({ cards: [gift('2990000054321', '500.00')] }))
  fillCourier(actor)
  actor.send({ type: 'order.place' })
  await waitFor(actor, (s) => s.matches({ form: { pricing: 'idle' } }) && s.context.errors.form !== null)
  expect(actor.getSnapshot().context).toMatchObject({
    errors: { form: 'card_rejected' },
    cardError: { key: 'balance_changed' },
    cards: [gift('2990000054321', '500.00')],
  })
})
