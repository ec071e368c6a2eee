import fc from 'fast-check'
import { expect, test } from 'vitest'
import { DEFAULT_PHONE_COUNTRY, isValidPhone, phoneDigits, validatePhone } from './phone.ts'

const ru = (e164: string) => ({ ok: true, e164, country: 'RU' })

test.each([
  '+7 (912) 345-67-89',
  '+79123456789',
  '+7 912 345 67 89',
  '+7-912-345-67-89',
  '+7.912.345.67.89',
  '79123456789',
  '7 (912) 345-67-89',
  '89123456789',
  '8 912 345 67 89',
  '8 (912) 345-67-89',
  '8-912-345-67-89',
  '9123456789',
  '(912) 345-67-89',
  '  +7 912 345 67 89  ',
])('the Russian mobile %j is +79123456789', (text) => {
  expect(validatePhone(text)).toEqual(ru('+79123456789'))
})

test.each([
  ['+7 495 123-45-67', '+74951234567'],
  ['8 (495) 123-45-67', '+74951234567'],
  ['4951234567', '+74951234567'],
  ['8 800 555-35-35', '+78005553535'],
])('the Russian landline or toll-free number %j is valid as %s', (text, e164) => {
  expect(validatePhone(text)).toEqual(ru(e164))
})

test.each([
  ['+1 202 555 0123', '+12025550123', 'US'],
  ['+1 (201) 555-0123', '+12015550123', 'US'],
  ['+44 20 7946 0958', '+442079460958', 'GB'],
  ['+375 29 123-45-67', '+375291234567', 'BY'],
  ['375291234567', '+375291234567', 'BY'],
  ['12025550123', '+12025550123', 'US'],
])('the foreign number %j is %s in %s', (text, e164, country) => {
  expect(validatePhone(text)).toEqual({ ok: true, e164, country })
})

test('a number that belongs to no country has no country', () => {
  expect(validatePhone('+800 1234 5678')).toEqual({ ok: true, e164: '+80012345678', country: undefined })
})

test('a national number is read in the given default country', () => {
  expect(validatePhone('029 123-45-67', 'BY')).toEqual({ ok: true, e164: '+375291234567', country: 'BY' })
  expect(validatePhone('020 7946 0958', 'GB')).toEqual({ ok: true, e164: '+442079460958', country: 'GB' })
  expect(DEFAULT_PHONE_COUNTRY).toBe('RU')
})

test.each([
  ['+7 912 345-67-89 ext. 123'],
  ['+7 912 345-67-89 ext 123'],
  ['+7 912 345-67-89 extension 123'],
  ['+7 912 345-67-89 EXT.123'],
  ['8 912 345-67-89 доб. 123'],
  ['+7 912 345-67-89 x123'],
  ['+7 912 345-67-89#123'],
  ['+7 912 345-67-89 ext. 12345678901234567890'],
])('the extension in %j is dropped from the E.164 form', (text) => {
  expect(validatePhone(text)).toEqual(ru('+79123456789'))
})

test('an extension of more than 20 digits is too long', () => {
  expect(validatePhone('+7 912 345-67-89 ext. 123456789012345678901')).toEqual({
    ok: false,
    error: 'TOO_LONG',
  })
})

test.each([
  ['+7 (912) 345-67-89 Ivan', '+79123456789'],
  ['tel: +7 912 345 67 89', '+79123456789'],
  ['мой 8 912 345 67 89', '+79123456789'],
  ['fax 89123456789', '+79123456789'],
  ['tel: +375 29 123-45-67', '+375291234567'],
  ['Minsk 375 29 123 45 67', '+375291234567'],
])('text with letters %j keeps only its digits and dots', (text, e164) => {
  expect(validatePhone(text)).toMatchObject({ ok: true, e164 })
})

test.each([
  ['+7111', '+7111'],
  ['7111', '+7111'],
  ['+7 (111) 123-45-67', '+71111234567'],
  ['71111234567', '+71111234567'],
  ['+7111 12345678901234', '+711112345678901234'],
  ['QA +7111 000', '+7111000'],
])('the QA number %j is always valid as %s', (text, e164) => {
  expect(validatePhone(text)).toEqual(ru(e164))
})

test('a QA number is still held to 17 national digits', () => {
  expect(validatePhone('+7111 123456789012345')).toEqual({ ok: false, error: 'TOO_LONG' })
})

test('only +7111 and 7111 are the QA range, not its trunk-prefix spelling', () => {
  expect(validatePhone('81111234567').ok).toBe(false)
})

test.each([
  ['', 'NOT_A_NUMBER'],
  ['   ', 'NOT_A_NUMBER'],
  ['abc', 'NOT_A_NUMBER'],
  ['---', 'NOT_A_NUMBER'],
  ['+', 'NOT_A_NUMBER'],
  ['1', 'TOO_SHORT'],
  ['12', 'TOO_SHORT'],
  ['+1', 'TOO_SHORT'],
  ['+7 1', 'TOO_SHORT'],
  ['+7 912 345 67 8', 'TOO_SHORT'],
  ['+375 29 123', 'TOO_SHORT'],
  ['hello 123', 'TOO_SHORT'],
  ['+7 912 345 67 890', 'TOO_LONG'],
  ['+7 912 345 67 89 01 23 45 67 89', 'TOO_LONG'],
  ['+49 123456789012345678', 'TOO_LONG'],
  ['1'.repeat(300), 'TOO_LONG'],
  ['+7 012 345-67-89', 'NOT_A_NUMBER'],
  ['+44 20 7946 095', 'NOT_A_NUMBER'],
  ['+999 123 456', 'INVALID_COUNTRY'],
])('%j is not a phone: %s', (text, error) => {
  expect(validatePhone(text)).toEqual({ ok: false, error })
})

test('an unsupported default country is INVALID_COUNTRY unless the number is international', () => {
  const unknown = 'XX' as Parameters<typeof validatePhone>[1]
  expect(validatePhone('123 45 67', unknown)).toEqual({ ok: false, error: 'INVALID_COUNTRY' })
  expect(validatePhone('+375291234567', unknown)).toMatchObject({ ok: true, country: 'BY' })
})

test('isValidPhone agrees with validatePhone for the default country', () => {
  expect(isValidPhone('8 912 345 67 89')).toBe(true)
  expect(isValidPhone('+7111')).toBe(true)
  expect(isValidPhone('029 123-45-67')).toBe(false)
  expect(isValidPhone('')).toBe(false)
})

test.each([
  ['+7 (912) 345-67-89', '79123456789'],
  ['8 912 345 67 89', '89123456789'],
  ['+7 912 345-67-89 ext. 123', '79123456789123'],
  ['abc', ''],
  ['', ''],
])('an order sends %j as %j', (text, digits) => {
  expect(phoneDigits(text)).toBe(digits)
})

const ruMobile = fc.stringMatching(/^9\d{9}$/)

test('every usual writing of a Russian mobile gives the same E.164 number', () => {
  fc.assert(
    fc.property(ruMobile, (national) => {
      const e164 = `+7${national}`
      const valid = validatePhone(e164)
      if (!valid.ok) return
      const spaced = `${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`
      for (const text of [`+7 (${spaced}`, `8 ${spaced}`, `7${national}`, national, `8${national}`]) {
        expect(validatePhone(text)).toEqual(valid)
      }
    }),
  )
})

test('a valid number validates again to itself from its E.164 form', () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom(...'+0123456789 ()-.'), maxLength: 20 }), (text) => {
      const result = validatePhone(text)
      if (result.ok) {
        expect(result.e164).toMatch(/^\+\d{3,18}$/)
        expect(validatePhone(result.e164)).toEqual(result)
      }
    }),
  )
})

test('phoneDigits keeps exactly the ASCII digits, in order', () => {
  fc.assert(
    fc.property(fc.string(), (text) => {
      const digits = phoneDigits(text)
      expect(digits).toMatch(/^\d*$/)
      expect(digits).toBe([...text].filter((c) => c >= '0' && c <= '9').join(''))
    }),
  )
})
