import type { Cart } from '@vitrina/api-client/schemas'
import { expect, test } from 'vitest'
import { cartOptionsView } from './cart-options-view.ts'

const aCart = (overrides: Partial<Cart> = {}) =>
  ({
    promotions: [
      { promotion_code: { code: 'A', apply_result: { status: 'ok' } }, amount: '5.00' },
      { promotion_code: { code: 'B', apply_result: { status: 'error', error: 'Expired' } }, amount: '0.00' },
    ],
    use_bonuses: true,
    bonus_balance: '1500.00',
    bonus_discount_amount: '20.00',
    ...overrides,
  }) as Cart

test('applied codes are listed in order with their discount or the reason they no longer apply', () => {
  const view = cartOptionsView(
    aCart(),
    { promoCodes: ['B', 'A', 'C'], useBonuses: true },
    { bonusSwitch: false },
  )
  expect(view.promotions).toEqual([
    { code: 'B', ok: false, error: 'Expired', amount: '0.00' },
    { code: 'A', ok: true, error: null, amount: '5.00' },
    { code: 'C', ok: false, error: null, amount: '0.00' },
  ])
})

test('the bonus switch shows only when enabled and there is a balance to spend', () => {
  const options = { promoCodes: [], useBonuses: true }
  expect(cartOptionsView(aCart(), options, { bonusSwitch: true }).bonuses).toEqual({
    balance: '1500.00',
    use: true,
    amount: '20.00',
  })
  expect(cartOptionsView(aCart(), options, { bonusSwitch: false }).bonuses).toBeNull()
  expect(cartOptionsView(aCart({ bonus_balance: '0.00' }), options, { bonusSwitch: true }).bonuses).toBeNull()
})
