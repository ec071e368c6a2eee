/**
 * The dates of a promotion as the promotion pages print them (spec §2 "Promotion page: … dates"). Dates are
 * formatted in UTC so the server and the browser print the same day and hydration never mismatches.
 */
export type PromotionPeriod =
  | { kind: 'range'; from: string; until: string }
  | { kind: 'from'; from: string }
  | { kind: 'unknown' }

export function promotionPeriod(since: string, until: string | null, locale: string): PromotionPeriod {
  const from = formatDay(since, locale)
  if (from === '') return { kind: 'unknown' }
  const end = until === null ? '' : formatDay(until, locale)
  return end === '' ? { kind: 'from', from } : { kind: 'range', from, until: end }
}

function formatDay(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

/** Whether the promotion is over at `now` (its page still opens, marked as ended, for old links). */
export function isPromotionOver(until: string | null, now: Date): boolean {
  if (until === null) return false
  const end = new Date(until)
  return !Number.isNaN(end.getTime()) && end.getTime() < now.getTime()
}
