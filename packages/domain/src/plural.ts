/**
 * Plural forms and the count texts built on them ("3 ночи", "1 night", "Нет товаров").
 *
 * The rules are written out rather than read from Intl.PluralRules so that the words do not depend on the
 * plural data of the runtime, but they agree with Intl.PluralRules('ru' / 'en') for every integer, even past
 * 2^53 (the tests check this). For non-integers they differ on purpose: Intl rounds to three decimals first
 * (1.0001 is 'one' there), we do not.
 */

import { formatDecimal } from './format.ts'
import type { Locale } from './locale.ts'

export type RuForms = readonly [one: string, few: string, many: string]
export type EnForms = readonly [one: string, other: string]

/**
 * The Russian form for `n`: one (1, 21, 101), few (2-4, 22-24), many (0, 5-20, 25-30, 111-114).
 * Negative numbers use their absolute value. A fraction takes the 'few' form, as Russian grammar does
 * ("1,5 ночи", "2,5 года"); Intl calls that category 'other', which has no form of its own here.
 */
export function pluralRu(n: number, forms: RuForms): string {
  if (!Number.isInteger(n)) return forms[1]
  const lastTwo = lastTwoDigits(Math.abs(n))
  const last = lastTwo % 10
  if (last === 1 && lastTwo !== 11) return forms[0]
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return forms[1]
  return forms[2]
}

/** The English form for `n`: 'one' for exactly 1 or -1, 'other' for everything else (0, 2, 1.5). */
export function pluralEn(n: number, forms: EnForms): string {
  return Math.abs(n) === 1 ? forms[0] : forms[1]
}

export type CountKind = 'nights' | 'tours' | 'adults' | 'kids' | 'tourists' | 'years' | 'products' | 'sales'

interface Words {
  readonly ru: RuForms
  readonly en: EnForms
  /** The whole text for exactly 0, where "0 …" would read badly. */
  readonly zero?: Readonly<Record<Locale, string>>
}

const WORDS: Readonly<Record<CountKind, Words>> = {
  nights: { ru: ['ночь', 'ночи', 'ночей'], en: ['night', 'nights'] },
  tours: { ru: ['тур', 'тура', 'туров'], en: ['tour', 'tours'] },
  adults: { ru: ['взрослый', 'взрослых', 'взрослых'], en: ['adult', 'adults'] },
  kids: { ru: ['ребёнок', 'ребёнка', 'детей'], en: ['child', 'children'] },
  tourists: { ru: ['турист', 'туриста', 'туристов'], en: ['tourist', 'tourists'] },
  // An age is given in whole years, so 0 is a baby.
  years: { ru: ['год', 'года', 'лет'], en: ['year', 'years'], zero: { ru: 'До года', en: 'Under 1 year' } },
  products: {
    ru: ['товар', 'товара', 'товаров'],
    en: ['product', 'products'],
    zero: { ru: 'Нет товаров', en: 'No products' },
  },
  sales: { ru: ['продажа', 'продажи', 'продаж'], en: ['sale', 'sales'] },
}

/**
 * `n` followed by the right form of the word: countText('nights', 3, 'ru') -> '3 ночи'. The number is written
 * in the locale's style (up to two decimals, thousands grouped with a plain space in ru, a comma in en), so
 * '12 345 товаров' and '12,345 products'. Kinds with a zero text use it for exactly 0.
 */
export function countText(kind: CountKind, n: number, locale: Locale): string {
  const words = WORDS[kind]
  if (n === 0 && words.zero) return words.zero[locale]
  const word = locale === 'ru' ? pluralRu(n, words.ru) : pluralEn(n, words.en)
  return `${formatDecimal(n, locale, 2)} ${word}`
}

/** '1 ночь', '3 ночи', '5 ночей'; '1 night', '3 nights'. */
export function nightsText(n: number, locale: Locale): string {
  return countText('nights', n, locale)
}

/** '1 тур', '2 тура', '5 туров'; '1 tour', '2 tours'. */
export function toursText(n: number, locale: Locale): string {
  return countText('tours', n, locale)
}

/** '1 взрослый', '2 взрослых'; '1 adult', '2 adults'. */
export function adultsText(n: number, locale: Locale): string {
  return countText('adults', n, locale)
}

/** '1 ребёнок', '2 ребёнка', '5 детей'; '1 child', '2 children'. */
export function kidsText(n: number, locale: Locale): string {
  return countText('kids', n, locale)
}

/** '1 турист', '2 туриста', '5 туристов'; '1 tourist', '2 tourists'. */
export function touristsText(n: number, locale: Locale): string {
  return countText('tourists', n, locale)
}

/** An age: 'До года' / 'Under 1 year' for 0, then '1 год', '3 года', '5 лет'; '1 year', '3 years'. */
export function yearsText(n: number, locale: Locale): string {
  return countText('years', n, locale)
}

/** Four forms: 'Нет товаров', '1 товар', '2 товара', '5 товаров'; 'No products', '1 product', '5 products'. */
export function productCountText(n: number, locale: Locale): string {
  return countText('products', n, locale)
}

/** Three forms, also for zero: '1 продажа', '2 продажи', '5 продаж', '0 продаж'; '1 sale', '0 sales'. */
export function salesCountText(n: number, locale: Locale): string {
  return countText('sales', n, locale)
}

// The last two digits of an integer as Intl.PluralRules (ICU) reads them, which matters only beyond 2^53,
// where a double no longer holds every integer. ICU takes the shortest decimal that round-trips (String(n),
// written out in full from 1e21 on), keeps its last 18 digits as an int64 and computes `% 100` on that value
// converted back to a double. So 2 ** 70 ends in 68 (many), where its exact value ends in 24 and its shortest
// decimal in 00, and 62972454038178220 ends in 24 (few). Below 2^53 this is simply n % 100.
const ICU_INTEGER_DIGITS = 18

function lastTwoDigits(integer: number): number {
  const [mantissa = '', exponent] = String(integer).split('e+')
  const digits =
    exponent === undefined ? mantissa : mantissa.replace('.', '').padEnd(Number(exponent) + 1, '0')
  return Number(digits.slice(-ICU_INTEGER_DIGITS)) % 100
}
