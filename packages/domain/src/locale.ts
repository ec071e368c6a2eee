/**
 * The interface language (spec §5 "Locales: ru, ru_RU, ru-RU, en, en-US, en_US; detected from cookie or
 * browser language; may appear as route prefix. Browser EN maps to US, JA to JP."; §9 locale cookie,
 * map service language default ru_RU).
 */

export const LOCALES = ['en', 'ru'] as const
export type Locale = (typeof LOCALES)[number]

/** §3/§9: the company language defaults to English when nothing else is known. */
export const DEFAULT_LOCALE: Locale = 'en'

/**
 * The BCP 47 tag dates and numbers are formatted with for each interface language: day before month in English
 * too (en-GB), as the shop's Russian-first audience reads dates. One table instead of every component choosing.
 */
export const INTL_TAGS: Readonly<Record<Locale, string>> = { en: 'en-GB', ru: 'ru-RU' }

export function intlTag(locale: Locale): string {
  return INTL_TAGS[locale]
}

export type MapsLanguage = 'ru_RU' | 'en_US'

const LOCALE_CODE = /^(?:(en)(?:[-_]us)?|ru(?:[-_]ru)?)$/
const LANGUAGE_TAG = /^([a-z]{2,3})(?:-([a-z]{2}|\d{3}))?(?:-.*)?$/
// A q-value is 0 to 1 with up to three decimals (RFC 9110 §12.4.2).
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/

// Languages whose main country code is not the language code upper-cased.
const REGIONS: ReadonlyMap<string, string> = new Map([
  ['en', 'US'],
  ['ja', 'JP'],
  ['uk', 'UA'],
  ['be', 'BY'],
  ['kk', 'KZ'],
  ['hy', 'AM'],
  ['ka', 'GE'],
  ['zh', 'CN'],
  ['ko', 'KR'],
  ['he', 'IL'],
  ['el', 'GR'],
  ['cs', 'CZ'],
  ['da', 'DK'],
  ['sv', 'SE'],
  ['et', 'EE'],
  ['sl', 'SI'],
  ['vi', 'VN'],
  ['hi', 'IN'],
  ['fa', 'IR'],
  ['nb', 'NO'],
  ['sr', 'RS'],
  ['sq', 'AL'],
])

/**
 * Reads one of the locale codes of §5 (ru, ru_RU, ru-RU, en, en-US, en_US), in any letter case and with
 * surrounding spaces ignored. The language must go with its own region: en-RU or ru-US are refused, since
 * these values come from our own cookie and routes and anything else there is tampering or a stale format.
 */
export function parseLocale(value: string | undefined | null): Locale | undefined {
  const match = LOCALE_CODE.exec((value ?? '').trim().toLowerCase())
  if (!match) return undefined
  return match[1] ? 'en' : 'ru'
}

/**
 * The interface language: the locale cookie wins, then the browser's Accept-Language header, then `fallback`.
 * The header's languages are tried by falling quality (q, default 1; ties keep the header's order) and the
 * first one we support wins, by its primary subtag: a browser asking for en-GB or ru-UA gets en or ru.
 * Entries with q=0 (explicitly not wanted), the `*` wildcard and malformed entries are skipped.
 */
export function detectLocale(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
  fallback: Locale = DEFAULT_LOCALE,
): Locale {
  const fromCookie = parseLocale(cookie)
  if (fromCookie) return fromCookie
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => ({ ...parseRange(entry), index }))
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const range of ranked) {
    const locale = parseLocale(range.language)
    if (locale) return locale
  }
  return fallback
}

/**
 * A BCP 47 tag with a region for a browser or interface language (§5 "Browser EN maps to US, JA to JP"):
 * en -> en-US, ja -> ja-JP, ru -> ru-RU, and otherwise xx -> xx-XX. A tag that already has a region keeps it
 * (en-GB stays en-GB, case normalised). We also map languages whose main country has a different code
 * (uk -> uk-UA, be -> be-BY, kk -> kk-KZ, zh -> zh-CN, …): "uk-UK" would name no country. A three-letter
 * language without a known region is returned alone, since XXX is no region code; anything unreadable gives
 * en-US, the tag of the default locale.
 */
export function toRegionTag(language: string): string {
  const match = LANGUAGE_TAG.exec(language.trim().toLowerCase().replaceAll('_', '-'))
  if (!match) return 'en-US'
  const [, primary = '', region] = match
  if (region) return `${primary}-${region.toUpperCase()}`
  const known = REGIONS.get(primary)
  if (known) return `${primary}-${known}`
  return primary.length === 2 ? `${primary}-${primary.toUpperCase()}` : primary
}

/**
 * Splits a locale route prefix off a path: `/ru/catalog` -> `{ locale: 'ru', rest: '/catalog' }`, `/en` ->
 * `{ locale: 'en', rest: '/' }`. The query and hash stay on `rest`. The prefix is any code parseLocale accepts
 * (so `/ru-RU/` works), matched as a whole segment: `/russia` has no prefix. null when there is none.
 */
export function localeFromPathPrefix(pathname: string): { locale: Locale; rest: string } | null {
  const match = /^\/([^/?#]+)(.*)$/.exec(pathname)
  if (!match) return null
  const [, segment = '', after = ''] = match
  const locale = parseLocale(segment)
  if (!locale || segment.trim() !== segment) return null
  return { locale, rest: after.startsWith('/') ? after : `/${after}` }
}

/** The language parameter of the map service (§9 "Map service language default ru_RU"). */
export function mapsLanguage(locale?: Locale): MapsLanguage {
  return locale === 'en' ? 'en_US' : 'ru_RU'
}

function parseRange(entry: string): { language: string; quality: number } {
  const [tag = '', ...params] = entry.split(';').map((part) => part.trim())
  const language = tag.replace(/-.*$/, '')
  const q = params.find((param) => /^q=/i.test(param))
  if (q === undefined) return { language, quality: 1 }
  const valid = QUALITY.exec(q.toLowerCase())
  return { language, quality: valid ? Number(valid[1]) : 0 }
}
