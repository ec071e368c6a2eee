import { calendarMonths } from '@vitrina/domain/calendar'
import { expect, test } from 'vitest'
import { dateInWords, monthInWords, stayInWords, weekdayNames } from './tour-words.ts'

test('a stay reads as nights and the party in words in both languages', () => {
  expect(stayInWords(7, { adults: 2, children: [5] }, 'ru')).toBe('7 ночей, 2 взрослых, 1 ребёнок')
  expect(stayInWords(1, { adults: 1, children: [] }, 'ru')).toBe('1 ночь, 1 взрослый')
  expect(stayInWords(3, { adults: 2, children: [0, 4] }, 'en')).toBe('3 nights, 2 adults, 2 children')
})

test('dates are calendar days in words in both languages', () => {
  expect(dateInWords('2026-12-05', 'en')).toBe('5 December 2026')
  expect(dateInWords('2026-12-05', 'ru')).toMatch(/^5 декабря 2026/)
})

test('weekdays start on Monday and months are named in the language', () => {
  expect(weekdayNames('en')[0]).toBe('Mon')
  expect(weekdayNames('en')[6]).toBe('Sun')
  const [month] = calendarMonths({ today: new Date(Date.UTC(2026, 11, 1)) })
  expect(month && monthInWords(month, 'en')).toBe('December 2026')
  expect(month && monthInWords(month, 'ru')).toMatch(/^декабрь 2026/)
})
