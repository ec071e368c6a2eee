/**
 * Tour facts in words, in the shopper's language, on the domain's plural rules (spec §9): "7 ночей, 2 взрослых,
 * 1 ребёнок", "5 December 2026", "Sat". Dates are calendar dates (ISO `YYYY-MM-DD`) read in UTC, as the domain
 * calendar builds them, so a departure never shifts a day with the server's or the browser's time zone.
 */
import type { CalendarDay, CalendarMonth } from '@vitrina/domain/calendar'
import { intlTag as intlLocale, type Locale } from '@vitrina/domain/locale'
import { nightsText } from '@vitrina/domain/plural'
import { type Tourists, touristsSummary } from '@vitrina/domain/tourists'

function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`)
}

/** '7 ночей, 2 взрослых, 1 ребёнок': a booking's stay and party in one line (the domain's plural rules). */
export function stayInWords(nights: number, tourists: Tourists, locale: Locale): string {
  return `${nightsText(nights, locale)}, ${touristsSummary(tourists, locale)}`
}

/** '5 декабря 2026 г.' / '5 December 2026'. */
export function dateInWords(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(iso))
}

/** '5 дек., сб' / 'Sat 5 Dec': compact, for result cards and departure rows. */
export function shortDateInWords(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(utcDate(iso))
}

/** 'декабрь 2026' / 'December 2026': a calendar month's caption. */
export function monthInWords(month: CalendarMonth, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(month.year, month.month - 1, 1)))
}

/** The short weekday names from Monday to Sunday: 'пн'…'вс' / 'Mon'…'Sun'. */
export function weekdayNames(locale: Locale): [string, string, string, string, string, string, string] {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' })
  // 5 January 2026 is a Monday.
  const names = Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2026, 0, 5 + i))))
  return names as [string, string, string, string, string, string, string]
}

/** A calendar day as a screen reader hears it: 'суббота, 5 декабря 2026 г.' (the view adds 'day off'). */
export function dayInWords(day: CalendarDay, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(day.date))
}
