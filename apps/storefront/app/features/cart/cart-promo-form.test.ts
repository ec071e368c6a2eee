import { expect, test } from 'vitest'
import { isCartOptionsForm, parseCartOptionsForm } from './cart-promo-form.ts'

test('option forms are told apart from line forms', () => {
  expect(isCartOptionsForm({ intent: 'apply-promo' })).toBe(true)
  expect(isCartOptionsForm({ intent: 'set-count' })).toBe(false)
  expect(isCartOptionsForm({})).toBe(false)
})

test('the forms parse, and a broken one is null', () => {
  expect(parseCartOptionsForm({ intent: 'apply-promo', code: ' x ' })).toEqual({
    intent: 'apply-promo',
    code: ' x ',
  })
  expect(parseCartOptionsForm({ intent: 'apply-promo' })).toEqual({ intent: 'apply-promo', code: '' })
  expect(parseCartOptionsForm({ intent: 'use-bonuses', value: 'on' })).toEqual({
    intent: 'use-bonuses',
    value: 'on',
  })
  expect(parseCartOptionsForm({ intent: 'use-bonuses', value: 'maybe' })).toBeNull()
  expect(parseCartOptionsForm({ intent: 'remove-promo', code: '' })).toBeNull()
  expect(parseCartOptionsForm({ intent: 'apply-promo', code: 'X'.repeat(65) })).toBeNull()
})
