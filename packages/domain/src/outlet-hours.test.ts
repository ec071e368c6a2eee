import { expect, test } from 'vitest'
import { groupWeekHours, isOpenNow, isWeekHours, outletStatus, type WeekHours } from './outlet-hours.ts'

const TEN_TO_TEN = { open: '10:00', close: '22:00' }
const weekdays: WeekHours = [TEN_TO_TEN, TEN_TO_TEN, TEN_TO_TEN, TEN_TO_TEN, TEN_TO_TEN, null, null]
// 2026-11-24 is a Tuesday; 09:00 UTC is 12:00 in Moscow and 14:00 in Yekaterinburg.
const tuesdayNoonMoscow = new Date('2026-11-24T09:00:00Z')

test("open now and until when, on the outlet's own clock", () => {
  expect(outletStatus(weekdays, tuesdayNoonMoscow, 'Europe/Moscow')).toEqual({
    state: 'open',
    closesAt: '22:00',
  })
  // 19:30 UTC: 22:30 in Moscow (closed), 00:30 on Wednesday in Yekaterinburg (closed too).
  const late = new Date('2026-11-24T19:30:00Z')
  expect(outletStatus(weekdays, late, 'Europe/Moscow')).toEqual({
    state: 'closed',
    opensAt: '10:00',
    opensDay: 2,
  })
  expect(isOpenNow(weekdays, new Date('2026-11-24T18:30:00Z'), 'Europe/Moscow')).toBe(true)
  expect(isOpenNow(weekdays, new Date('2026-11-24T18:30:00Z'), 'Asia/Yekaterinburg')).toBe(false)
})

test('closed at the weekend: it opens on Monday', () => {
  const saturday = new Date('2026-11-28T09:00:00Z')
  expect(outletStatus(weekdays, saturday, 'Europe/Moscow')).toEqual({
    state: 'closed',
    opensAt: '10:00',
    opensDay: 0,
  })
})

test('round the clock and past midnight', () => {
  const always: WeekHours = Array.from({ length: 7 }, () => ({ open: '00:00', close: '00:00' }))
  expect(outletStatus(always, tuesdayNoonMoscow, 'Europe/Moscow')).toEqual({ state: 'open', closesAt: null })
  const night: WeekHours = Array.from({ length: 7 }, () => ({ open: '18:00', close: '02:00' }))
  // 22:30 UTC Tuesday = 01:30 Wednesday in Moscow: still Tuesday's night shift.
  expect(outletStatus(night, new Date('2026-11-24T22:30:00Z'), 'Europe/Moscow')).toEqual({
    state: 'open',
    closesAt: '02:00',
  })
})

test('hours that are missing or malformed are unknown, not closed', () => {
  expect(outletStatus(null, tuesdayNoonMoscow, 'Europe/Moscow')).toEqual({ state: 'unknown' })
  expect(isWeekHours([TEN_TO_TEN])).toBe(false)
  expect(isWeekHours(Array.from({ length: 7 }, () => ({ open: '25:00', close: '22:00' })))).toBe(false)
})

test('days with the same hours are grouped for display', () => {
  expect(groupWeekHours(weekdays)).toEqual([
    [0, 4, TEN_TO_TEN],
    [5, 6, null],
  ])
})
