import { expect, test } from 'vitest'
import {
  aCart,
  aCartWithCodes,
  allOptions,
  anInput,
  type CheckoutMachineEvent,
  done,
  failed,
  fakeActors,
  priced,
  run,
  settled,
  startCheckout,
} from './checkout-test-factories.ts'

const apply = (code: string): CheckoutMachineEvent => ({ type: 'promo.apply', code })

test('an applied promo code is kept when the server answers ok, and the new prices are shown', async () => {
  const fakes = fakeActors({
    previewCart: (_, call) => (call === 1 ? aCart() : aCartWithCodes({ SUMMER: null })),
  })
  const { actor, calls } = await startCheckout(fakes)
  actor.send(apply('  summer '))
  const snapshot = await settled(actor)
  expect(calls.previewCart[1]?.promo_codes).toEqual(['SUMMER'])
  expect(snapshot.context.promoCodes).toEqual(['SUMMER'])
  expect(snapshot.context.preview.total).toBe('2700.00')
  expect(snapshot.context.errors.promo).toBeNull()
})

test('a code with apply_result error is rejected with its error and the cart is not updated', () => {
  const before = priced()
  const snapshot = run(
    before,
    apply('old'),
    done('previewCart', aCartWithCodes({ OLD: 'The promo code has expired.' })),
  )
  expect(snapshot.matches({ form: { pricing: 'idle' } })).toBe(true)
  expect(snapshot.context.promoCodes).toEqual([])
  expect(snapshot.context.preview).toBe(before.context.preview)
  expect(snapshot.context.errors.promo).toEqual({
    code: 'OLD',
    key: 'rejected',
    message: 'The promo code has expired.',
  })
})

test('a code the answer does not mention at all is rejected too, without a message', () => {
  const snapshot = run(priced(), apply('ghost'), done('previewCart', aCart()))
  expect(snapshot.context.promoCodes).toEqual([])
  expect(snapshot.context.errors.promo).toEqual({ code: 'GHOST', key: 'rejected', message: null })
})

test('an empty or already applied code is refused without asking the server', () => {
  const applied = run(priced(), apply('A1'), done('previewCart', aCartWithCodes({ A1: null })))
  const empty = run(applied, apply('   '))
  expect(empty.matches({ form: { pricing: 'idle' } })).toBe(true)
  expect(empty.context.errors.promo).toEqual({ code: '', key: 'required' })
  expect(run(applied, apply('a1')).context.errors.promo).toEqual({ code: 'A1', key: 'already_applied' })
})

test('removing an applied code re-prices without it; an unknown code is ignored', () => {
  const applied = run(priced(), apply('A1'), done('previewCart', aCartWithCodes({ A1: null })))
  expect(run(applied, { type: 'promo.remove', code: 'B2' }).matches({ form: { pricing: 'idle' } })).toBe(true)
  const removed = run(applied, { type: 'promo.remove', code: 'a1' })
  expect(removed.matches({ form: { pricing: 'previewing' } })).toBe(true)
  expect(removed.context.promoCodes).toEqual([])
})

test('a stored code the server stopped accepting is dropped and the cart priced again without it', async () => {
  const fakes = fakeActors({
    previewCart: (_, call) => (call === 1 ? aCartWithCodes({ OLD: 'Expired.' }) : aCart()),
  })
  const { actor, calls } = await startCheckout(fakes, anInput({ promoCodes: ['OLD'] }))
  expect(calls.previewCart.map((c) => c.promo_codes)).toEqual([['OLD'], []])
  expect(actor.getSnapshot().context.promoCodes).toEqual([])
  expect(actor.getSnapshot().context.errors.promo).toEqual({
    code: 'OLD',
    key: 'rejected',
    message: 'Expired.',
  })
})

test('the bonus switch re-prices the cart with use_bonuses', async () => {
  const { actor, calls } = await startCheckout()
  actor.send({ type: 'bonuses.toggle' })
  await settled(actor)
  expect(calls.previewCart.map((c) => c.use_bonuses)).toEqual([false, true])
  expect(actor.getSnapshot().context.useBonuses).toBe(true)
})

test('a payment method that forbids bonuses switches them off and re-prices', () => {
  const withBonuses = run(
    priced(),
    { type: 'bonuses.toggle' },
    done('previewCart', aCart({ use_bonuses: true })),
  )
  const cash = run(withBonuses, { type: 'payment.select', id: 'DELIVERY:cash' })
  expect(cash.matches({ form: { pricing: 'previewing' } })).toBe(true)
  expect(cash.context).toMatchObject({ useBonuses: false, paymentOptionId: 'DELIVERY:cash' })
})

test('canToggleBonuses: bonuses cannot be switched on with a method that forbids them, but can be off', () => {
  const cash = run(priced(), { type: 'payment.select', id: 'DELIVERY:cash' })
  const refused = run(cash, { type: 'bonuses.toggle' })
  expect(refused.matches({ form: { pricing: 'idle' } })).toBe(true)
  expect(refused.context.useBonuses).toBe(false)
  const on = priced(aCart(), anInput({ useBonuses: true }))
  const off = run(on, { type: 'bonuses.toggle' })
  expect(off.context.useBonuses).toBe(false)
})

test('isOfferedPayment: a method of another delivery type is ignored', () => {
  expect(run(priced(), { type: 'payment.select', id: 'PICKUP:cash' }).context.paymentOptionId).toBeNull()
})

test('a payment method chosen while a preview runs is kept, with no second preview', () => {
  const [initial] = [priced()]
  const previewing = run(
    initial,
    { type: 'bonuses.toggle' },
    { type: 'payment.select', id: 'DELIVERY:online' },
  )
  expect(previewing.matches({ form: { pricing: 'previewing' } })).toBe(true)
  expect(previewing.context.paymentOptionId).toBe('DELIVERY:online')
})

test('a preview that no longer offers the chosen method drops it with "delivery method no longer available"', () => {
  const chosen = run(priced(), { type: 'payment.select', id: 'DELIVERY:cash' }, { type: 'bonuses.toggle' })
  const without = aCart({ delivery_payment_options: allOptions().filter((o) => o.id !== 'DELIVERY:cash') })
  const snapshot = run(chosen, { type: 'checkout.refresh' }, done('previewCart', without))
  expect(snapshot.context.paymentOptionId).toBeNull()
  expect(snapshot.context.errors.form).toBe('delivery_unavailable')
})

test('a failed preview is a checkout details error; refresh prices again and dismiss hides it', () => {
  const failedPreview = run(priced(), apply('X'), failed('previewCart', new TypeError('fetch failed')))
  expect(failedPreview.matches({ form: { pricing: 'idle' } })).toBe(true)
  expect(failedPreview.context).toMatchObject({ pendingPromoCode: null, promoCodes: [] })
  expect(failedPreview.context.errors.form).toBe('checkout_details')
  const refreshed = run(failedPreview, { type: 'checkout.refresh' })
  expect(refreshed.matches({ form: { pricing: 'previewing' } })).toBe(true)
  expect(refreshed.context.errors.form).toBeNull()
  expect(run(failedPreview, { type: 'error.dismiss' }).context.errors.form).toBeNull()
})

test('an order is not placed while the cart is being priced', () => {
  const snapshot = run(priced(), { type: 'bonuses.toggle' }, { type: 'order.place' })
  expect(snapshot.matches({ form: { pricing: 'previewing' } })).toBe(true)
})
