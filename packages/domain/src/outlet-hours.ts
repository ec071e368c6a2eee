/**
 * An outlet's opening hours: one entry a weekday (Monday first), each `{ open: 'HH:MM', close: 'HH:MM' }` or
 * null for a day off, in the outlet's own time zone. `close` past midnight ('02:00' after '10:00') means the
 * next morning; `open` equal to `close` means round the clock.
 */
export type DayHours = { readonly open: string; readonly close: string } | null
export type WeekHours = readonly DayHours[]

export type OutletStatus =
  | { state: 'open'; closesAt: string | null }
  | { state: 'closed'; opensAt: string | null; opensDay: number | null }
  | { state: 'unknown' }

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

function minutes(time: string): number | null {
  const match = TIME.exec(time)
  if (!match) return null
  return Number(match[1]) * 60 + Number(match[2])
}

/** Weekday (0 = Monday) and minutes since midnight of `now` on the outlet's wall clock. */
export function localClock(now: Date, timeZone: string): { day: number; minute: number } {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now)
  } catch {
    // An unknown zone: the clock of Moscow, where most outlets are, rather than no answer.
    return localClock(now, 'Europe/Moscow')
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday'))
  return { day: Math.max(0, day), minute: Number(get('hour')) * 60 + Number(get('minute')) }
}

/** Whether a valid hours table has seven entries of valid times. */
export function isWeekHours(value: unknown): value is WeekHours {
  return (
    Array.isArray(value) &&
    value.length === 7 &&
    value.every(
      (d) =>
        d === null ||
        (typeof d === 'object' &&
          typeof d.open === 'string' &&
          typeof d.close === 'string' &&
          minutes(d.open) !== null &&
          minutes(d.close) !== null),
    )
  )
}

/** Open now (and until when), or closed (and when it opens next), at `now` on the outlet's clock. */
export function outletStatus(hours: WeekHours | null | undefined, now: Date, timeZone: string): OutletStatus {
  if (!hours || !isWeekHours(hours)) return { state: 'unknown' }
  const { day, minute } = localClock(now, timeZone)
  return (
    nightShift(hours[(day + 6) % 7] ?? null, minute) ??
    dayStatus(hours[day] ?? null, day, minute) ??
    nextOpening(hours, day)
  )
}

/** Yesterday's hours may run past midnight into today. */
function nightShift(yesterday: DayHours, minute: number): OutletStatus | null {
  if (!yesterday) return null
  const open = minutes(yesterday.open) ?? 0
  const close = minutes(yesterday.close) ?? 0
  return close < open && minute < close ? { state: 'open', closesAt: yesterday.close } : null
}

/** Today: round the clock, open, or not yet open; null once today's hours are over (or a day off). */
function dayStatus(today: DayHours, day: number, minute: number): OutletStatus | null {
  if (!today) return null
  const open = minutes(today.open) ?? 0
  const close = minutes(today.close) ?? 0
  if (open === close) return { state: 'open', closesAt: null }
  if (minute >= open && (close < open || minute < close)) return { state: 'open', closesAt: today.close }
  if (minute < open) return { state: 'closed', opensAt: today.open, opensDay: day }
  return null
}

function nextOpening(hours: WeekHours, day: number): OutletStatus {
  for (let ahead = 1; ahead <= 7; ahead++) {
    const next = hours[(day + ahead) % 7]
    if (next) return { state: 'closed', opensAt: next.open, opensDay: (day + ahead) % 7 }
  }
  return { state: 'closed', opensAt: null, opensDay: null }
}

export function isOpenNow(hours: WeekHours | null | undefined, now: Date, timeZone: string): boolean {
  return outletStatus(hours, now, timeZone).state === 'open'
}

/**
 * Days with the same hours run together for display: [[0, 4, {10:00–22:00}], [5, 6, null]] reads
 * "Mon–Fri 10:00–22:00, Sat–Sun closed".
 */
export function groupWeekHours(hours: WeekHours): [from: number, to: number, hours: DayHours][] {
  const groups: [number, number, DayHours][] = []
  hours.forEach((day, index) => {
    const last = groups.at(-1)
    if (last && sameHours(last[2], day)) last[1] = index
    else groups.push([index, index, day])
  })
  return groups
}

function sameHours(a: DayHours, b: DayHours): boolean {
  return a === b || (a !== null && b !== null && a.open === b.open && a.close === b.close)
}
