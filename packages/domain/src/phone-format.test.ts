import { expect, test } from 'vitest'
import { formatPhone, phoneHref } from './phone-format.ts'

test('a stored Russian number is shown in the mask shape, however it was written', () => {
  expect(formatPhone('+74950000001')).toBe('+7 (495) 000-00-01')
  expect(formatPhone(' 8 812 000-00-02 ')).toBe('+7 (812) 000-00-02')
  expect(formatPhone('7 (912) 345 67 89')).toBe('+7 (912) 345-67-89')
})

test('anything else is shown as the shop wrote it', () => {
  expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958')
  expect(formatPhone('+375291234567')).toBe('+375291234567')
  expect(formatPhone('112')).toBe('112')
  expect(formatPhone('+7 495 000-00-01 (ask for Ivan)')).toBe('+7 495 000-00-01 (ask for Ivan)')
})

test('the tel: link dials the international number', () => {
  expect(phoneHref('+7 (495) 000-00-01')).toBe('tel:+74950000001')
  expect(phoneHref('8 495 000-00-01')).toBe('tel:+74950000001')
  expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958')
  expect(phoneHref('112')).toBe('tel:112')
  expect(phoneHref('call us')).toBeNull()
  expect(phoneHref('+7 495 000-00-01 доб. 12345678901234')).toBeNull()
})
