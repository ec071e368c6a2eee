import { calendarMonths } from '@vitrina/domain/calendar'
import { expect, test } from 'vitest'
import {
  checkOutDate,
  childAgeInWords,
  dateInWords,
  monthInWords,
  stayInWords,
  touristsInWords,
  weekdayNames,
} from './tour-words.ts'

test('a stay reads as nights and the party in words in both languages', () => {
  expect(stayInWords(7, 2, [5], 'ru')).toBe('7 ночей, 2 взрослых, 1 ребёнок')
  expect(stayInWords(1, 1, [], 'ru')).toBe('1 ночь, 1 взрослый')
  expect(stayInWords(3, 2, [0, 4], 'en')).toBe('3 nights, 2 adults, 2 children')
  expect(touristsInWords(3, [1, 2, 3, 4, 5], 'ru')).toBe('3 взрослых, 5 детей')
})

test('a baby is "до года", other children are counted in years', () => {
  expect(childAgeInWords(0, 'ru')).toBe('До года')
  expect(childAgeInWords(0, 'en')).toBe('Under 1 year')
  expect(childAgeInWords(3, 'ru')).toBe('3 года')
  expect(childAgeInWords(11, 'ru')).toBe('11 лет')
})

test('dates are calendar days, the check-out day is nights later (exclusive end)', () => {
  expect(dateInWords('2026-12-05', 'en')).toBe('5 December 2026')
  expect(dateInWords('2026-12-05', 'ru')).toMatch(/^5 декабря 2026/)
  expect(checkOutDate('2026-12-29', 7)).toBe('2027-01-05')
})

test('weekdays start on Monday and months are named in the language', () => {
  expect(weekdayNames('en')[0]).toBe('Mon')
  expect(weekdayNames('en')[6]).toBe('Sun')
  const [month] = calendarMonths({ today: new Date(Date.UTC(2026, 11, 1)) })
  expect(month && monthInWords(month, 'en')).toBe('December 2026')
  expect(month && monthInWords(month, 'ru')).toMatch(/^декабрь 2026/)
})
