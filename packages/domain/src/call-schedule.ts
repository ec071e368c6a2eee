import { type DayHours, outletStatus, type WeekHours } from './outlet-hours.ts'

/**
 * When a shop takes calls from the website (spec §3 `schedule`). The setting is text a manager types, so it is
 * read in the forms people write: entries separated by `;` (or new lines), each days then hours —
 * "Daily 09:00-21:00", "Mon-Fri 10:00-19:00; Sat 11:00-16:00", "Пн-Пт 09:00-18:00", "Sat,Sun 10:00-16:00",
 * "Daily 00:00-24:00" (round the clock). Days not named are days off. Hours past midnight run into the next
 * morning, as outlet hours do (outlet-hours.ts, whose status rule this reuses).
 */
const DAY_NAMES: readonly (readonly string[])[] = [
  ['mon', 'monday', 'пн', 'понедельник'],
  ['tue', 'tuesday', 'вт', 'вторник'],
  ['wed', 'wednesday', 'ср', 'среда'],
  ['thu', 'thursday', 'чт', 'четверг'],
  ['fri', 'friday', 'пт', 'пятница'],
  ['sat', 'saturday', 'сб', 'суббота'],
  ['sun', 'sunday', 'вс', 'воскресенье'],
]
const EVERY_DAY = ['daily', 'every day', 'everyday', 'ежедневно', 'каждый день']
const ENTRY = /^(.+?)\s+(\d{1,2}):(\d{2})\s*[-–—]\s*(\d{1,2}):(\d{2})$/

function dayIndex(name: string): number | null {
  const key = name.trim().toLowerCase().replace(/\.$/, '')
  const index = DAY_NAMES.findIndex((names) => names.includes(key))
  return index < 0 ? null : index
}

/** The weekdays (0 = Monday) a days part names: "Daily", "Mon-Fri", "Sat,Sun", "Fri-Mon" (wrapping). */
function parseDays(text: string): number[] | null {
  if (EVERY_DAY.includes(text.trim().toLowerCase())) return [0, 1, 2, 3, 4, 5, 6]
  const days: number[] = []
  for (const part of text.split(',')) {
    const [from, to, ...rest] = part.split(/[-–—]/)
    if (from === undefined || rest.length > 0) return null
    const start = dayIndex(from)
    const end = to === undefined ? start : dayIndex(to)
    if (start === null || end === null) return null
    for (let day = start; ; day = (day + 1) % 7) {
      days.push(day)
      if (day === end) break
    }
  }
  return days
}

function clock(hours: string, minutes: string): string | null {
  const h = Number(hours)
  const m = Number(minutes)
  if (h > 24 || m > 59 || (h === 24 && m > 0)) return null
  return `${String(h % 24).padStart(2, '0')}:${minutes}`
}

/** The week's hours a schedule text describes, or null when any entry cannot be read. */
export function parseCallSchedule(text: string): WeekHours | null {
  const entries = text
    .split(/[;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return null
  const week: DayHours[] = [null, null, null, null, null, null, null]
  for (const entry of entries) {
    const match = ENTRY.exec(entry)
    if (!match) return null
    const [, dayText = '', h1 = '', m1 = '', h2 = '', m2 = ''] = match
    const days = parseDays(dayText)
    const open = clock(h1, m1)
    const close = clock(h2, m2)
    if (!days || open === null || close === null) return null
    for (const day of days) week[day] = { open, close }
  }
  return week
}

/**
 * Whether a call from the website may be placed now. No schedule set: any time (the tenant said nothing to
 * limit it). A schedule that cannot be read: never — the shopper gets the phone number rather than a call
 * nobody is there to answer.
 */
export function isCallTime(schedule: string | null | undefined, now: Date, timeZone: string): boolean {
  if (schedule == null || schedule.trim() === '') return true
  const week = parseCallSchedule(schedule)
  return week !== null && outletStatus(week, now, timeZone).state === 'open'
}
