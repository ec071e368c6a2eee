import { expect, test } from 'vitest'
import { isCallTime, parseCallSchedule } from './call-schedule.ts'

const MSK = 'Europe/Moscow'
// 2026-11-24 is a Tuesday; Moscow is UTC+3.
const at = (iso: string) => new Date(iso)

test('daily hours, a weekday range with a Saturday, Russian day names', () => {
  expect(parseCallSchedule('Daily 09:00-21:00')).toEqual(Array(7).fill({ open: '09:00', close: '21:00' }))
  const week = parseCallSchedule('Mon-Fri 10:00-19:00; Sat 11:00-16:00')
  expect(week?.slice(4)).toEqual([{ open: '10:00', close: '19:00' }, { open: '11:00', close: '16:00' }, null])
  expect(parseCallSchedule('Пн-Пт 9:00–18:00\nСб, вс 10:00-16:00')?.[6]).toEqual({
    open: '10:00',
    close: '16:00',
  })
  expect(parseCallSchedule('Fri-Mon 10:00-12:00')?.map((d) => d !== null)).toEqual([
    true,
    false,
    false,
    false,
    true,
    true,
    true,
  ])
})

test('text that is not a schedule is refused whole', () => {
  for (const text of [
    '',
    'always',
    'Daily 9-21',
    'Funday 09:00-18:00',
    'Daily 25:00-26:00',
    'Mon-Tue-Wed 09:00-10:00',
  ]) {
    expect(parseCallSchedule(text), text).toBeNull()
  }
})

test('calls are taken inside the hours on the shop clock, not outside', () => {
  expect(isCallTime('Daily 09:00-21:00', at('2026-11-24T06:00:00Z'), MSK)).toBe(true) // 09:00 MSK
  expect(isCallTime('Daily 09:00-21:00', at('2026-11-24T05:59:00Z'), MSK)).toBe(false) // 08:59 MSK
  expect(isCallTime('Daily 09:00-21:00', at('2026-11-24T18:00:00Z'), MSK)).toBe(false) // 21:00 MSK
  // Saturday 2026-11-28 12:00 MSK: the weekday-only schedule is closed, the Saturday entry open.
  expect(isCallTime('Mon-Fri 10:00-19:00', at('2026-11-28T09:00:00Z'), MSK)).toBe(false)
  expect(isCallTime('Mon-Fri 10:00-19:00; Sat 11:00-16:00', at('2026-11-28T09:00:00Z'), MSK)).toBe(true)
  expect(isCallTime('Daily 00:00-24:00', at('2026-11-24T23:30:00Z'), MSK)).toBe(true)
})

test('no schedule: any time; an unreadable one: never', () => {
  expect(isCallTime(null, at('2026-11-24T02:00:00Z'), MSK)).toBe(true)
  expect(isCallTime('  ', at('2026-11-24T02:00:00Z'), MSK)).toBe(true)
  expect(isCallTime('when we feel like it', at('2026-11-24T10:00:00Z'), MSK)).toBe(false)
})
