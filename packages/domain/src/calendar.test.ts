import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  CALENDAR_DEFAULT_SPAN_MONTHS,
  type CalendarDay,
  type CalendarMonth,
  calendarMonths,
  calendarSpanEnd,
  isHoliday,
  isoDate,
} from './calendar.ts'

const DAY_MS = 86_400_000
const utc = (year: number, month: number, day: number, hours = 0) =>
  new Date(Date.UTC(year, month - 1, day, hours))
const days = (months: CalendarMonth[]) =>
  months.flatMap((m) => m.weeks.flat()).filter((d): d is CalendarDay => d !== null)
const dayOf = (months: CalendarMonth[], iso: string) => days(months).find((d) => d.date === iso)

test.each([
  [utc(2026, 11, 7), true],
  [utc(2026, 11, 8), true],
  [utc(2026, 11, 9), false],
  [utc(2026, 11, 13), false],
  [utc(2026, 11, 7, 23), true],
])('isHoliday(%o) is %s: Saturday and Sunday are the weekend', (date, holiday) => {
  expect(isHoliday(date)).toBe(holiday)
})

test.each([
  [utc(2026, 11, 7), '2026-11-07'],
  [utc(2026, 1, 1, 23), '2026-01-01'],
  [new Date(Date.UTC(2026, 0, 1) - 1), '2025-12-31'],
])('isoDate(%o) is %s', (date, iso) => {
  expect(isoDate(date)).toBe(iso)
})

test.each([
  [utc(2026, 1, 15), utc(2026, 7, 15)],
  [utc(2026, 8, 31), utc(2027, 2, 28)],
  [utc(2027, 8, 31), utc(2028, 2, 29)],
  [utc(2026, 12, 31), utc(2027, 6, 30)],
  [utc(2026, 7, 1, 18), utc(2027, 1, 1)],
])('without an end date, the span from %o ends 6 months later, on %o', (today, end) => {
  expect(calendarSpanEnd(today)).toEqual(end)
  expect(CALENDAR_DEFAULT_SPAN_MONTHS).toBe(6)
})

test('a given end date wins over the default span and loses its time of day', () => {
  expect(calendarSpanEnd(utc(2026, 1, 15), utc(2026, 2, 10, 15))).toEqual(utc(2026, 2, 10))
  expect(calendarSpanEnd(utc(2026, 1, 15), utc(2027, 12, 31))).toEqual(utc(2027, 12, 31))
})

test('November 2026 starts on a Sunday, so its first week has six empty cells', () => {
  const [month] = calendarMonths({ today: utc(2026, 11, 1), end: utc(2026, 11, 30) })
  expect(month?.key).toBe('2026-11')
  expect(month?.year).toBe(2026)
  expect(month?.month).toBe(11)
  expect(month?.weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null])
  expect(month?.weeks[0]?.[6]).toEqual({
    date: '2026-11-01',
    formatted: '01.11.2026',
    day: 1,
    monthYear: '2026-11',
    disabled: false,
    active: true,
    selected: false,
    holiday: true,
  })
  expect(month?.weeks).toHaveLength(6)
  expect(month?.weeks[5]?.map((d) => d?.day ?? null)).toEqual([30, null, null, null, null, null, null])
})

test('days before today and after the end are disabled and not active', () => {
  const months = calendarMonths({ today: utc(2026, 11, 10, 15), end: utc(2026, 12, 5) })
  expect(months.map((m) => m.key)).toEqual(['2026-11', '2026-12'])
  expect(dayOf(months, '2026-11-09')).toMatchObject({ disabled: true, active: false })
  expect(dayOf(months, '2026-11-10')).toMatchObject({ disabled: false, active: true })
  expect(dayOf(months, '2026-12-05')).toMatchObject({ disabled: false, active: true })
  expect(dayOf(months, '2026-12-06')).toMatchObject({ disabled: true, active: false })
})

test('with an available list, only listed days in the span are active', () => {
  const months = calendarMonths({
    today: utc(2026, 11, 10),
    end: utc(2026, 11, 30),
    available: ['2026-11-01', '2026-11-12', '2026-11-20'],
  })
  expect(
    days(months)
      .filter((d) => d.active)
      .map((d) => d.date),
  ).toEqual(['2026-11-12', '2026-11-20'])
  expect(dayOf(months, '2026-11-13')).toMatchObject({ disabled: false, active: false })
})

test('an empty available list leaves no day active', () => {
  const months = calendarMonths({ today: utc(2026, 11, 10), available: new Set<string>() })
  expect(days(months).some((d) => d.active)).toBe(false)
})

test('only the selected day is selected, even when it is disabled', () => {
  const months = calendarMonths({ today: utc(2026, 11, 10), end: utc(2026, 11, 30), selected: '2026-11-12' })
  expect(
    days(months)
      .filter((d) => d.selected)
      .map((d) => d.date),
  ).toEqual(['2026-11-12'])
  const past = calendarMonths({ today: utc(2026, 11, 10), end: utc(2026, 11, 30), selected: '2026-11-02' })
  expect(dayOf(past, '2026-11-02')).toMatchObject({ selected: true, disabled: true })
})

test('the default span shows seven months, from today through six months ahead', () => {
  const months = calendarMonths({ today: utc(2026, 8, 31) })
  expect(months.map((m) => m.key)).toEqual([
    '2026-08',
    '2026-09',
    '2026-10',
    '2026-11',
    '2026-12',
    '2027-01',
    '2027-02',
  ])
  expect(
    days(months)
      .filter((d) => !d.disabled)
      .map((d) => d.date)
      .at(-1),
  ).toBe('2027-02-28')
})

test('an end before today gives only the current month, all disabled', () => {
  const months = calendarMonths({ today: utc(2026, 11, 10), end: utc(2026, 10, 1) })
  expect(months.map((m) => m.key)).toEqual(['2026-11'])
  expect(days(months).every((d) => d.disabled && !d.active)).toBe(true)
})

// 1 January 1970 was a Thursday; counting days from it gives the weekday without Date.getUTCDay.
const weekdayOracle = (date: Date) => (((Math.floor(date.getTime() / DAY_MS) + 4) % 7) + 7) % 7

const day = fc
  .integer({ min: Date.UTC(1990, 0, 1) / DAY_MS, max: Date.UTC(2090, 0, 1) / DAY_MS })
  .map((n) => new Date(n * DAY_MS))

test('holiday is true exactly on Saturday and Sunday', () => {
  fc.assert(
    fc.property(day, (date) => {
      const weekday = weekdayOracle(date)
      expect(isHoliday(date)).toBe(weekday === 0 || weekday === 6)
    }),
  )
})

test('every day from today to the end appears once, enabled, in weeks that start on Monday', () => {
  fc.assert(
    fc.property(day, fc.integer({ min: 0, max: 120 }), (today, length) => {
      const end = new Date(today.getTime() + length * DAY_MS)
      const months = calendarMonths({ today, end })
      const all = days(months)
      expect(new Set(all.map((d) => d.date)).size).toBe(all.length)
      const enabled = all.filter((d) => !d.disabled).map((d) => d.date)
      const expected = Array.from({ length: length + 1 }, (_, i) =>
        isoDate(new Date(today.getTime() + i * DAY_MS)),
      )
      expect(enabled).toEqual(expected)
      for (const month of months) {
        for (const week of month.weeks) {
          expect(week).toHaveLength(7)
          week.forEach((cell, column) => {
            if (cell) expect(weekdayOracle(new Date(`${cell.date}T00:00:00Z`))).toBe((column + 1) % 7)
            if (cell) expect(cell.monthYear).toBe(month.key)
          })
        }
      }
    }),
  )
})
