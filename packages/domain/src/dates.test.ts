import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  ADULT_AGE_YEARS,
  formatDateRu,
  MAX_AGE_YEARS,
  maskDate,
  parseDate,
  typedDate,
  validateBirthDate,
} from './dates.ts'

const utc = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  new Date(Date.UTC(year, month - 1, day, hours, minutes))

test.each([
  ['', ''],
  ['0', '0'],
  ['01', '01'],
  ['012', '01.2'],
  ['0102', '01.02'],
  ['01022', '01.02.2'],
  ['01022020', '01.02.2020'],
  ['010220201234', '01.02.2020'],
  ['01.02.2020', '01.02.2020'],
  ['01/02/2020', '01.02.2020'],
  ['01-02-2020', '01.02.2020'],
  ['01.', '01.'],
  ['01/', '01.'],
  ['0102.', '01.02.'],
  ['01.02/', '01.02.'],
  ['1.', '1'],
  ['012.', '01.2'],
  ['01022020.', '01.02.2020'],
  ['ab12cd', '12'],
  ['12 ', '12.'],
  ['12a', '12'],
  ['abc', ''],
])('maskDate(%j) is %j', (input, masked) => {
  expect(maskDate(input)).toBe(masked)
})

test('maskDate output is never longer than 10 characters', () => {
  fc.assert(
    fc.property(fc.string(), (input) => {
      expect(maskDate(input).length).toBeLessThanOrEqual(10)
    }),
  )
})

test('maskDate output has only digits and dots, in the DD.MM.YYYY shape', () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom(...'0123456789./- a') }), (input) => {
      const masked = maskDate(input)
      expect(masked).toMatch(/^[\d.]*$/)
      expect(masked).toMatch(/^(\d{0,2}|\d{2}\.\d{0,2}|\d{2}\.\d{2}\.\d{0,4})$/)
    }),
  )
})

test('masking a masked value changes nothing', () => {
  fc.assert(
    fc.property(fc.string(), (input) => {
      expect(maskDate(maskDate(input))).toBe(maskDate(input))
    }),
  )
})

test.each([
  ['2020-02-29', utc(2020, 2, 29)],
  ['29/02/2020', utc(2020, 2, 29)],
  ['2020/02/29', utc(2020, 2, 29)],
  ['29.02.2020', utc(2020, 2, 29)],
  ['29.02.2020 23:59', utc(2020, 2, 29, 23, 59)],
  ['01.01.2020 00:00', utc(2020, 1, 1)],
  ['  01.01.2020  ', utc(2020, 1, 1)],
  ['31.12.1999', utc(1999, 12, 31)],
])('parseDate(%j) is the UTC date %o', (text, date) => {
  expect(parseDate(text)).toEqual(date)
})

test('a two-digit year is not moved into the 1900s', () => {
  expect(parseDate('0050-01-01')?.getUTCFullYear()).toBe(50)
  expect(parseDate('01.01.0050')?.toISOString()).toBe('0050-01-01T00:00:00.000Z')
})

test.each([
  '31.02.2020',
  '29.02.2021',
  '29.02.1900',
  '31.04.2020',
  '00.01.2020',
  '01.00.2020',
  '01.13.2020',
  '2020-13-01',
  '2020/02/30',
  '32/01/2020',
  '01.01.2020 25:00',
  '01.01.2020 24:00',
  '01.01.2020 12:60',
  '1.1.2020',
  '01.01.20',
  '2020-1-1',
  '01-01-2020',
  '2020.01.01',
  '01.01.2020 1:00',
  '01.01.2020T10:00',
  'today',
  '',
])('parseDate(%j) is null', (text) => {
  expect(parseDate(text)).toBeNull()
})

test.each([
  [utc(2020, 2, 29), '29.02.2020'],
  [utc(1999, 12, 31, 23, 59), '31.12.1999'],
  [new Date(Date.UTC(2020, 0, 1) - 1), '31.12.2019'],
  [new Date(Number.NaN), ''],
])('formatDateRu(%o) is %j', (date, text) => {
  expect(formatDateRu(date)).toBe(text)
})

const dayBetween = (from: number, to: number) =>
  fc
    .integer({ min: Date.UTC(from, 0, 1) / 86_400_000, max: Date.UTC(to, 11, 31) / 86_400_000 })
    .map((day) => new Date(day * 86_400_000))

test('parseDate(formatDateRu(d)) gives back d for any date between 1900 and 2100', () => {
  fc.assert(
    fc.property(dayBetween(1900, 2100), (date) => {
      expect(parseDate(formatDateRu(date))).toEqual(date)
    }),
  )
})

test('formatDateRu ignores the time of day and reads the UTC calendar date', () => {
  fc.assert(
    fc.property(dayBetween(1900, 2100), fc.integer({ min: 0, max: 86_399_999 }), (date, ms) => {
      expect(formatDateRu(new Date(date.getTime() + ms))).toBe(formatDateRu(date))
    }),
  )
})

const today = utc(2026, 3, 1)

test.each([
  ['', 'required'],
  ['   ', 'required'],
  ['0', 'incomplete'],
  ['01.0', 'incomplete'],
  ['01.02.200', 'incomplete'],
  ['01.02.', 'incomplete'],
  ['ab.cd.efgh', 'invalid'],
  ['2000-01-01', 'invalid'],
  ['01.02.20000', 'invalid'],
  ['1..02.2000', 'invalid'],
  ['31.02.2000', 'invalid'],
  ['29.02.2001', 'invalid'],
  ['02.03.2026', 'future'],
  ['01.01.2100', 'future'],
  ['01.03.2026', 'under_18'],
  ['02.03.2008', 'under_18'],
  ['01.03.2008', null],
  ['29.02.2008', null],
  ['01.01.1990', null],
  ['01.03.1906', null],
  ['28.02.1906', 'too_old'],
  ['01.01.1806', 'too_old'],
])('born %j, on 01.03.2026 the check gives %s', (text, error) => {
  expect(validateBirthDate(text, today)).toBe(error)
})

test('someone born on 29 February turns 18 on 1 March of a common year, not on 28 February', () => {
  expect(validateBirthDate('29.02.2008', utc(2026, 2, 28))).toBe('under_18')
  expect(validateBirthDate('29.02.2008', utc(2026, 3, 1))).toBeNull()
  expect(validateBirthDate('29.02.2004', utc(2022, 2, 28))).toBe('under_18')
  expect(validateBirthDate('28.02.2004', utc(2022, 2, 28))).toBeNull()
})

test('today is read by its UTC date, whatever the time of day', () => {
  expect(validateBirthDate('01.03.2008', utc(2026, 3, 1, 0, 0))).toBeNull()
  expect(validateBirthDate('01.03.2008', new Date(Date.UTC(2026, 2, 1) - 1))).toBe('under_18')
  expect(validateBirthDate('01.03.2026', utc(2026, 3, 1, 23, 59))).toBe('under_18')
})

test('the age bounds are the documented ones', () => {
  expect(ADULT_AGE_YEARS).toBe(18)
  expect(MAX_AGE_YEARS).toBe(120)
})

// An independent oracle: full years of age from the (year, month, day) tuples.
const ageOn = (birth: Date, on: Date) => {
  const beforeBirthday =
    on.getUTCMonth() < birth.getUTCMonth() ||
    (on.getUTCMonth() === birth.getUTCMonth() && on.getUTCDate() < birth.getUTCDate())
  return on.getUTCFullYear() - birth.getUTCFullYear() - (beforeBirthday ? 1 : 0)
}

test('a birth date is accepted exactly when the holder is 18 to 120 years old', () => {
  fc.assert(
    fc.property(dayBetween(1880, 2030), dayBetween(2000, 2030), (birth, on) => {
      const age = ageOn(birth, on)
      const result = validateBirthDate(formatDateRu(birth), on)
      if (birth > on) expect(result).toBe('future')
      else if (age > 120 || (age === 120 && !sameDayOfYear(birth, on))) expect(result).toBe('too_old')
      else if (age < 18) expect(result).toBe('under_18')
      else expect(result).toBeNull()
    }),
  )
})

const sameDayOfYear = (a: Date, b: Date) =>
  a.getUTCMonth() === b.getUTCMonth() && a.getUTCDate() === b.getUTCDate()

/** What the field shows after each key, as a browser field with maxLength 10 would feed it. */
function typeInto(keys: string): string {
  let value = ''
  for (const key of keys) {
    if (value.length >= 10) break
    value = typedDate(value + key)
  }
  return value
}

test('a date typed year first is read year first, never mangled into 19.90.0505', () => {
  expect(typeInto('1990-05-05')).toBe('05.05.1990')
  expect(typeInto('1990/05/05')).toBe('05.05.1990')
  expect(typeInto('19900505')).toBe('05.05.1990')
  expect(typedDate('1990-05')).toBe('1990-05')
})

test('a date typed day first keeps the DD.MM.YYYY mask', () => {
  expect(typeInto('05051990')).toBe('05.05.1990')
  expect(typeInto('05.05.1990')).toBe('05.05.1990')
  expect(typeInto('05/05/1990')).toBe('05.05.1990')
  expect(typedDate('1705')).toBe('17.05')
  // Not a date either way: the mask, and validation says it is wrong.
  expect(typedDate('31022000')).toBe('31.02.2000')
  expect(typedDate('1990-05-05 ')).toBe('05.05.1990')
})
