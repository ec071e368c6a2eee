import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  DEFAULT_LOCALE,
  detectLocale,
  intlTag,
  LOCALES,
  localeFromPathPrefix,
  mapsLanguage,
  parseLocale,
  toRegionTag,
} from './locale.ts'

test.each([
  ['ru', 'ru'],
  ['ru_RU', 'ru'],
  ['ru-RU', 'ru'],
  ['RU', 'ru'],
  ['ru-ru', 'ru'],
  ['Ru_rU', 'ru'],
  [' ru ', 'ru'],
  ['en', 'en'],
  ['en-US', 'en'],
  ['en_US', 'en'],
  ['EN-us', 'en'],
])('parseLocale(%j) is %s', (value, locale) => {
  expect(parseLocale(value)).toBe(locale)
})

test.each([
  ['en-RU'],
  ['ru-US'],
  ['en-GB'],
  ['ru-UA'],
  ['de'],
  ['english'],
  ['ru-'],
  ['ruRU'],
  [''],
  [null],
  [undefined],
])('parseLocale(%j) is undefined', (value) => {
  expect(parseLocale(value)).toBeUndefined()
})

test.each([
  ['ru', 'en-US,en;q=0.9', 'ru'],
  ['en_US', 'ru-RU,ru;q=0.9', 'en'],
  [undefined, 'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru'],
  [undefined, 'en-GB,en;q=0.9,ru;q=0.8', 'en'],
  [undefined, 'de-DE,de;q=0.9,ru;q=0.8,en;q=0.7', 'ru'],
  [undefined, 'en;q=0.5,ru;q=0.8', 'ru'],
  [undefined, 'ru;q=0.8,en;q=0.8', 'ru'],
  [undefined, 'en;q=0.8,ru;q=0.8', 'en'],
  [undefined, 'ru;q=0,en;q=0.1', 'en'],
  [undefined, 'ru-UA', 'ru'],
  [undefined, 'RU', 'ru'],
  [undefined, ' ru ; q=0.9 , en ; q=0.5', 'ru'],
  [undefined, 'ru;Q=0.9,en;q=0.5', 'ru'],
  [undefined, 'ru;q=2,en;q=0.5', 'en'],
  [undefined, 'ru;q=abc,en;q=0.5', 'en'],
  [undefined, 'ru;q=1.000,en', 'ru'],
  [undefined, 'ru;level=1;q=0.9', 'ru'],
  ['garbage', 'ru', 'ru'],
  ['', 'ru', 'ru'],
])('cookie %j with Accept-Language %j gives %s', (cookie, header, locale) => {
  expect(detectLocale(cookie, header)).toBe(locale)
})

test.each([
  [undefined, undefined],
  [undefined, ''],
  [undefined, '*'],
  [undefined, 'de-DE,fr;q=0.5'],
  [undefined, 'ru;q=0'],
  ['de', 'ja'],
])('with cookie %j and Accept-Language %j the fallback decides', (cookie, header) => {
  expect(detectLocale(cookie, header)).toBe('en')
  expect(detectLocale(cookie, header, 'ru')).toBe('ru')
})

test('the company language defaults to English', () => {
  expect(DEFAULT_LOCALE).toBe('en')
  expect(LOCALES).toEqual(['en', 'ru'])
})

test.each([
  ['en', 'en-US'],
  ['ja', 'ja-JP'],
  ['ru', 'ru-RU'],
  ['de', 'de-DE'],
  ['fr', 'fr-FR'],
  ['EN', 'en-US'],
  ['uk', 'uk-UA'],
  ['be', 'be-BY'],
  ['kk', 'kk-KZ'],
  ['zh', 'zh-CN'],
  ['en-GB', 'en-GB'],
  ['en_gb', 'en-GB'],
  ['es-419', 'es-419'],
  ['zh-Hans', 'zh-CN'],
  ['fil', 'fil'],
  ['', 'en-US'],
  ['*', 'en-US'],
  ['english', 'en-US'],
])('toRegionTag(%j) is %s', (language, tag) => {
  expect(toRegionTag(language)).toBe(tag)
})

test.each([
  ['/ru/catalog', 'ru', '/catalog'],
  ['/en/catalog/shoes', 'en', '/catalog/shoes'],
  ['/ru', 'ru', '/'],
  ['/ru/', 'ru', '/'],
  ['/ru?page=2', 'ru', '/?page=2'],
  ['/en#top', 'en', '/#top'],
  ['/ru-RU/catalog', 'ru', '/catalog'],
  ['/en_US/', 'en', '/'],
])('%s starts with the %s prefix, leaving %s', (pathname, locale, rest) => {
  expect(localeFromPathPrefix(pathname)).toEqual({ locale, rest })
})

test.each(['/catalog', '/russia/catalog', '/', '', 'ru/catalog', '/de/catalog', '/%20ru/', '/ ru/'])(
  '%j has no locale prefix',
  (pathname) => {
    expect(localeFromPathPrefix(pathname)).toBeNull()
  },
)

test.each([
  ['ru', 'ru_RU'],
  ['en', 'en_US'],
  [undefined, 'ru_RU'],
] as const)('the map service language for %s is %s', (locale, language) => {
  expect(mapsLanguage(locale)).toBe(language)
})

test('a cookie with a valid locale always wins over the header', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('ru', 'ru_RU', 'ru-RU', 'en', 'en-US', 'en_US'),
      fc.string(),
      (cookie, header) => {
        expect(detectLocale(cookie, header)).toBe(cookie.slice(0, 2))
      },
    ),
  )
})

test('the supported language with the highest quality wins', () => {
  const entry = fc.record({
    language: fc.constantFrom('ru', 'en', 'de', 'fr', 'ja'),
    q: fc.integer({ min: 0, max: 1000 }),
  })
  fc.assert(
    fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
      const header = entries.map((e) => `${e.language};q=${(e.q / 1000).toFixed(3)}`).join(',')
      const best = entries
        .filter((e) => (e.language === 'ru' || e.language === 'en') && e.q > 0)
        .reduce<(typeof entries)[number] | undefined>(
          (top, e) => (top === undefined || e.q > top.q ? e : top),
          undefined,
        )
      expect(detectLocale(undefined, header, 'en')).toBe(best?.language ?? 'en')
    }),
  )
})

test('a prefix is found exactly when the first segment is a locale, and the rest is the path without it', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('ru', 'en', 'de', 'catalog'),
      fc.stringMatching(/^(\/[a-z0-9-]{1,8}){0,3}$/),
      (first, tail) => {
        const found = localeFromPathPrefix(`/${first}${tail}`)
        if (first === 'ru' || first === 'en')
          expect(found).toEqual({ locale: first, rest: tail === '' ? '/' : tail })
        else expect(found).toBeNull()
      },
    ),
  )
})

test('every interface language has one Intl tag, with the day before the month in English too', () => {
  expect(intlTag('ru')).toBe('ru-RU')
  expect(intlTag('en')).toBe('en-GB')
  expect(new Intl.DateTimeFormat(intlTag('en'), { timeZone: 'UTC' }).format(new Date('2026-12-05'))).toBe(
    '05/12/2026',
  )
})
