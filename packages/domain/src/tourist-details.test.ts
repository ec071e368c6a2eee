import { expect, test } from 'vitest'
import { ageOn, validateTouristDetails } from './tourist-details.ts'

const trip = {
  tourists: { adults: 1, children: [0] },
  date: '2027-04-03',
  nights: 7,
  needsDocument: false,
  today: new Date('2026-11-22T10:00:00Z'),
}

test('age is counted in full years on the day of departure', () => {
  expect(ageOn('2009-04-03', '2027-04-03')).toBe(18)
  expect(ageOn('2009-04-04', '2027-04-03')).toBe(17)
})

test('names and birth dates: an adult is 18 on departure, a baby under one', () => {
  expect(
    validateTouristDetails(
      [
        { first_name: 'Anna', last_name: 'Иванова', birth_date: '14.03.1988' },
        { first_name: 'Masha', last_name: 'Ivanova', birth_date: '2026-10-01' },
      ],
      trip,
    ),
  ).toEqual({ ok: true })
  expect(
    validateTouristDetails(
      [
        { first_name: '', last_name: '1', birth_date: '04.04.2009' },
        { first_name: 'Masha', last_name: 'Ivanova', birth_date: '01.01.2030' },
      ],
      trip,
    ),
  ).toEqual({
    ok: false,
    count: false,
    errors: {
      0: { first_name: 'required', last_name: 'name_letters', birth_date: 'adult_age' },
      1: { birth_date: 'date_future' },
    },
  })
  expect(validateTouristDetails([], trip)).toEqual({ ok: false, count: true, errors: {} })
})

test('abroad: Latin names and a passport valid after the return day', () => {
  const abroad = { ...trip, tourists: { adults: 1, children: [] }, needsDocument: true }
  const person = { first_name: 'Anna', last_name: 'Ivanova', birth_date: '14.03.1988' }
  expect(
    validateTouristDetails([{ ...person, document: { number: '72 1234567', expiry: '11.04.2027' } }], abroad),
  ).toEqual({
    ok: true,
  })
  expect(
    validateTouristDetails(
      [{ ...person, last_name: 'Иванова', document: { number: '12', expiry: '10.04.2027' } }],
      abroad,
    ),
  ).toEqual({
    ok: false,
    count: false,
    errors: {
      0: { last_name: 'name_latin', document_number: 'document_number', document_expiry: 'document_expired' },
    },
  })
})
