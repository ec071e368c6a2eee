import { expect, test } from 'vitest'
import { isCartOptionsForm, parseCartOptionsForm, promoFieldError } from './cart-promo-form.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

test('option forms are told apart from line forms', () => {
  expect(isCartOptionsForm({ intent: 'apply-promo' })).toBe(true)
  expect(isCartOptionsForm({ intent: 'set-count' })).toBe(false)
  expect(isCartOptionsForm({})).toBe(false)
})

test('the forms parse on the API schema: a typed code is trimmed', () => {
  expect(parseCartOptionsForm(form({ intent: 'apply-promo', code: ' x ' }))).toMatchObject({
    ok: true,
    change: { intent: 'apply-promo', code: 'x' },
  })
  expect(parseCartOptionsForm(form({ intent: 'use-bonuses', value: 'on' }))).toMatchObject({
    ok: true,
    change: { intent: 'use-bonuses', value: 'on' },
  })
})

test('a typed code that cannot be one is a field error with the value kept; a broken hidden form is not', () => {
  const empty = parseCartOptionsForm(form({ intent: 'apply-promo', code: '' }))
  expect(empty).toMatchObject({ ok: false, field: true })
  expect(empty.ok ? null : empty.result.error).toEqual({ code: ['promo_code'] })
  const long = parseCartOptionsForm(form({ intent: 'apply-promo', code: 'X'.repeat(65) }))
  expect(long.ok ? null : long.result.error).toEqual({ code: ['max_length:64'] })
  expect(long.ok ? null : long.result.initialValue).toMatchObject({ code: 'X'.repeat(65) })
  expect(parseCartOptionsForm(form({ intent: 'use-bonuses', value: 'maybe' }))).toMatchObject({
    ok: false,
    field: false,
  })
  expect(parseCartOptionsForm(form({ intent: 'remove-promo', code: '' }))).toMatchObject({
    ok: false,
    field: false,
  })
})

test("refusals after parsing are codes of the one message map, or the server's own words", () => {
  expect(promoFieldError('already_applied', null)).toBe('promo_applied')
  expect(promoFieldError('too_many', null)).toBe('promo_too_many')
  expect(promoFieldError('rejected', 'Promo code not found.')).toBe('Promo code not found.')
  expect(promoFieldError('rejected', null)).toBe('promo_rejected')
  expect(promoFieldError('failed', null)).toBeNull()
})
