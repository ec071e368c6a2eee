import { expect, test } from 'vitest'
import { validatePhone } from './phone.ts'
import { formatRuPhone } from './phone-format.ts'

test.each([
  ['', ''],
  ['+', ''],
  ['8', '+7'],
  ['+7', '+7'],
  ['9', '+7 (9'],
  ['912', '+7 (912'],
  ['9123', '+7 (912) 3'],
  ['8 912 345 67', '+7 (912) 345-67'],
  ['89123456789', '+7 (912) 345-67-89'],
  ['+7 (912) 345-67-890', '+7 (912) 345-67-89'],
  ['+7 (912) 345-67-8', '+7 (912) 345-67-8'],
])('%j is shown as %j', (typed, shown) => {
  expect(formatRuPhone(typed)).toBe(shown)
})

test('a masked number is a valid phone for the domain rules', () => {
  expect(validatePhone(formatRuPhone('9123456789'))).toEqual({
    ok: true,
    e164: '+79123456789',
    country: 'RU',
  })
})

test('masking a masked number changes nothing', () => {
  const once = formatRuPhone('89123456789')
  expect(formatRuPhone(once)).toBe(once)
})
