import { expect, test } from 'vitest'
import {
  daysUntilNext,
  importantDateIso,
  importantDateText,
  nextOccurrence,
  sortByNextOccurrence,
  validateImportantDate,
  validateImportantDateName,
} from './important-dates.ts'

const day = (iso: string) => new Date(`${iso}T00:00:00Z`)

test('the next occurrence is this year while the day is ahead or today, else next year', () => {
  expect(nextOccurrence('1980-06-15', day('2026-06-14'))).toBe('2026-06-15')
  expect(nextOccurrence('1980-06-15', day('2026-06-15'))).toBe('2026-06-15')
  expect(nextOccurrence('1980-06-15', day('2026-06-16'))).toBe('2027-06-15')
})

test('around the year end a January date comes after a late December one', () => {
  const today = day('2026-12-30')
  expect(nextOccurrence('1990-01-02', today)).toBe('2027-01-02')
  expect(nextOccurrence('1990-12-31', today)).toBe('2026-12-31')
  expect(nextOccurrence('1990-12-29', today)).toBe('2027-12-29')
  expect(daysUntilNext('1990-01-02', today)).toBe(3)
  expect(daysUntilNext('1990-12-30', today)).toBe(0)
  const sorted = sortByNextOccurrence(
    [
      { id: 1, date: '1990-01-02', name: 'New Year guest' },
      { id: 2, date: '1985-12-29', name: 'Passed' },
      { id: 3, date: '2000-12-31', name: 'Eve' },
    ],
    today,
  )
  expect(sorted.map((d) => d.id)).toEqual([3, 1, 2])
})

test('29 February falls on 28 February in common years and on itself in leap years', () => {
  expect(nextOccurrence('2000-02-29', day('2027-01-10'))).toBe('2027-02-28')
  expect(nextOccurrence('2000-02-29', day('2027-02-28'))).toBe('2027-02-28')
  expect(nextOccurrence('2000-02-29', day('2027-03-01'))).toBe('2028-02-29')
  expect(nextOccurrence('2000-02-29', day('2028-02-29'))).toBe('2028-02-29')
  expect(daysUntilNext('2000-02-29', day('2028-02-28'))).toBe(1)
})

test('dates on the same day sort by name, then id', () => {
  const today = day('2026-01-01')
  const sorted = sortByNextOccurrence(
    [
      { id: 5, date: '1970-03-08', name: 'b' },
      { id: 4, date: '1999-03-08', name: 'a' },
      { id: 3, date: '1999-03-08', name: 'a' },
    ],
    today,
  )
  expect(sorted.map((d) => d.id)).toEqual([3, 4, 5])
})

test('a typed date must be whole, real and within a sensible span of years', () => {
  const today = day('2026-11-24')
  expect(validateImportantDate('', today)).toBe('required')
  expect(validateImportantDate('12.03', today)).toBe('incomplete')
  expect(validateImportantDate('12/03/19x0', today)).toBe('invalid')
  expect(validateImportantDate('31.02.2020', today)).toBe('invalid')
  expect(validateImportantDate('29.02.2021', today)).toBe('invalid')
  expect(validateImportantDate('29.02.2020', today)).toBeNull()
  expect(validateImportantDate('01.01.2037', today)).toBe('too_far_ahead')
  expect(validateImportantDate('01.01.2036', today)).toBeNull()
  expect(validateImportantDate('01.01.1905', today)).toBe('too_old')
  expect(validateImportantDate(' 08.03.1960 ', today)).toBeNull()
})

test('event names are required and bounded', () => {
  expect(validateImportantDateName('  ')).toBe('required')
  expect(validateImportantDateName('Мамин день рождения')).toBeNull()
  expect(validateImportantDateName('я'.repeat(101))).toBe('too_long')
  expect(validateImportantDateName('я'.repeat(100))).toBeNull()
})

test('the form text and the wire date convert both ways', () => {
  expect(importantDateIso('08.03.1960')).toBe('1960-03-08')
  expect(importantDateIso('31.04.1960')).toBeNull()
  expect(importantDateText('1960-03-08')).toBe('08.03.1960')
  expect(importantDateText('nonsense')).toBe('')
})
