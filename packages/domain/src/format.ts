/**
 * Numbers, prices, distances and durations as the storefront shows them.
 *
 * Every space these functions print is a plain U+0020. Intl separates thousands and the currency sign with
 * no-break spaces (U+00A0 in ru, U+202F in fr), and which one depends on the ICU version: Node and each
 * browser ship their own, so a page rendered on the server would not match the one the browser hydrates.
 * A plain space also makes prices match `formatNumber` and plain-text tests. Keeping a price on one line is
 * the job of the markup (`white-space: nowrap`), not of the string.
 *
 * A value that is not a finite number prints as '' (numbers, prices, distances) or as zero (durations), so a
 * page never shows "NaN".
 */

import { DEFAULT_LOCALE } from './locale.ts'

const NO_BREAK_SPACES = /[\u00a0\u202f]/g
const SECONDS_PER_HOUR = 3600
const MINUTES_PER_HOUR = 60
/** The system keeps money in hundredths (see money.ts): RUB, USD and EUR all have 2 minor digits. */
const MINOR_UNITS_PER_MAJOR = 100
const METRES_PER_KM = 1000
const CARD_NUMBER_DIGITS = 9

/**
 * Rounds to an integer (Math.round, so -2.5 -> -2) and separates thousands with plain spaces, whatever the
 * locale: 1234567.6 -> '1 234 568', -1234 -> '-1 234'. Huge values are written out in full, never as 1e+21.
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return ''
  const rounded = Math.round(n)
  const digits = BigInt(Math.abs(rounded))
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ' ')
  return rounded < 0 ? `-${digits}` : digits
}

/**
 * A number in the locale's own style with at most `maximumFractionDigits` decimals: 1234.5 -> '1,234.5' (en),
 * '1 234,5' (ru). Used for counts and distances, where the reader's decimal comma matters.
 */
export function formatDecimal(n: number, locale: string, maximumFractionDigits: number): string {
  if (!Number.isFinite(n)) return ''
  return format(n, locale, { maximumFractionDigits })
}

/**
 * A price in major units (1500.5) with the currency sign placed as the locale places it. Whole amounts have
 * no ',00'/'.00': 1500 RUB in ru -> '1 500 ₽', in en -> '₽1,500'; 1500.5 USD in en -> '$1,500.50'. Other amounts keep the
 * currency's own number of decimals (Intl rounds to it). The locale may be written as the app writes it
 * (ru_RU); an unreadable one falls back to the default locale.
 * A currency code Intl cannot use (not three letters) does not throw: the number is printed with up to two
 * decimals, followed by the code as given ('1 500 RUBL'). A well-formed code Intl does not know (XYZ) is
 * handled by Intl itself, which prints the code in place of a sign.
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  if (!Number.isFinite(amount)) return ''
  const code = currency.trim()
  try {
    return format(amount, locale, {
      style: 'currency',
      currency: code,
      // The sign a shopper knows (₽, $), not the ISO code: en + RUB printed "RUB 6,831" (issue 10).
      currencyDisplay: 'narrowSymbol',
      trailingZeroDisplay: 'stripIfInteger',
    })
  } catch {
    const number = format(amount, locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      trailingZeroDisplay: 'stripIfInteger',
    })
    return code === '' ? number : `${number} ${code}`
  }
}

/** The sign a shopper knows for a currency in a locale ('₽', '$'); the code itself when Intl has none. */
export function currencySign(currency: string, locale: string): string {
  const code = currency.trim()
  try {
    const parts = numberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0)
    return parts.find((part) => part.type === 'currency')?.value ?? code
  } catch {
    return code
  }
}

/**
 * A price given in integer minor units (kopecks, cents), as money travels inside the system: 150050 RUB ->
 * '1 500,50 ₽'. Divides by 100, since every currency we sell in (RUB, USD, EUR) has two minor digits and
 * money.ts stores all amounts in hundredths; a currency with 0 or 3 digits (JPY, KWD) would need its own rule.
 */
export function formatMinorPrice(minor: number, currency: string, locale: string): string {
  return formatPrice(minor / MINOR_UNITS_PER_MAJOR, currency, locale)
}

/**
 * A distance given in km. Under 1 km it is shown in whole metres (0.35 -> '350 m' / '350 м'); from 1 km on,
 * in km with at most one decimal (2.345 -> '2.3 km' / '2,3 км'). The switch is made on the rounded metres,
 * so 0.9996 km gives '1 km', not '1000 m'. Unit names come from Intl, so other locales get their own.
 * Negative distances are meaningless and, like NaN, give ''.
 */
export function formatDistance(km: number, locale: string): string {
  if (!Number.isFinite(km) || km < 0) return ''
  const metres = Math.round(km * METRES_PER_KM)
  if (metres < METRES_PER_KM) return format(metres, locale, { style: 'unit', unit: 'meter' })
  return format(km, locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 })
}

/**
 * A customer (bonus) card number as typed: digits only, in groups of three, at most 11 characters, i.e. nine
 * digits ('123456789' -> '123 456 789'); extra digits and anything that is not a digit are dropped
 * ('ab12' -> '12'). A group shows its space only once a digit follows it, so deleting works naturally.
 */
export function groupCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, CARD_NUMBER_DIGITS)
    .replace(/(\d{3})(?=\d)/g, '$1 ')
}

/**
 * A duration in seconds as hh:mm:ss, or mm:ss when under an hour: 65 -> '01:05', 3725 -> '01:02:05'.
 * Fractions of a second are dropped (the time elapsed so far); negative, NaN and infinite values give '00:00'.
 * Hours are not capped at 24: 100 hours is '100:00:00'.
 */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const hours = Math.floor(total / SECONDS_PER_HOUR)
  const minutesAndSeconds = `${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`
  return hours > 0 ? `${pad(hours)}:${minutesAndSeconds}` : minutesAndSeconds
}

/**
 * Minutes as 'Nч Mм': 125 -> '2ч 5м'. The hours are always shown, also when zero (45 -> '0ч 45м'), so every
 * value has the same shape and a column of them lines up. Fractions are rounded to the nearest minute;
 * negative, NaN and infinite values give '0ч 0м'.
 */
export function formatMinutesRu(minutes: number): string {
  const total = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0
  return `${Math.floor(total / MINUTES_PER_HOUR)}ч ${total % MINUTES_PER_HOUR}м`
}

function format(n: number, locale: string, options: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(n).replace(NO_BREAK_SPACES, ' ')
}

// Building an Intl.NumberFormat (and resolving its locale) costs far more than formatting with it: a listing
// formats dozens of prices per render, measured at 6-8% of a page's server CPU. Formatters are kept per locale
// and options; the locale text may come from outside, so the cache is bounded (cleared when full).
const FORMATTERS_MAX = 64
const formatters = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    if (formatters.size >= FORMATTERS_MAX) formatters.clear()
    formatter = new Intl.NumberFormat(intlLocale(locale), options)
    formatters.set(key, formatter)
  }
  return formatter
}

// 'ru_RU' -> 'ru-RU'. A malformed tag or a language the runtime lacks would make Intl throw or silently use
// the runtime's own default (which differs between servers), so both get the app's default locale instead.
function intlLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale.trim().replaceAll('_', '-'))[0] ?? DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}
