import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  ANALYTICS_CURRENCY,
  type AnalyticsContext,
  CHECKOUT_STEP_EVENTS,
  isBotUserAgent,
  isLocalHostname,
  MARKETING_KEYS,
  MARKETING_VALUE_MAX_LENGTH,
  type MarketingParams,
  pickMarketingParams,
  type QueryLike,
  shortIdentity,
  shouldSendAnalytics,
} from './marketing.ts'

// URLSearchParams without DOM types: the same `get` semantics (first value of a repeated parameter, or null).
const search = (query: string): QueryLike => {
  const pairs = query.split('&').map((pair) => pair.split('=').map(decodeURIComponent))
  return { get: (name) => pairs.find(([key]) => key === name)?.[1] ?? null }
}

test('the marketing keys are the seven of the spec', () => {
  expect(MARKETING_KEYS).toEqual([
    'client_id',
    'yclid',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_content',
    'utm_term',
  ])
})

describe('pickMarketingParams', () => {
  test.each<
    [string, Parameters<typeof pickMarketingParams>[0], MarketingParams | undefined, MarketingParams]
  >([
    ['an empty query and nothing stored', {}, undefined, {}],
    [
      'every key from a record',
      {
        client_id: '1700000000.123',
        yclid: '987',
        utm_source: 'yandex',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        utm_content: 'banner',
        utm_term: 'shoes',
      },
      undefined,
      {
        client_id: '1700000000.123',
        yclid: '987',
        utm_source: 'yandex',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        utm_content: 'banner',
        utm_term: 'shoes',
      },
    ],
    [
      'unknown keys are dropped',
      { utm_source: 'vk', page: '2', gclid: 'x' },
      undefined,
      { utm_source: 'vk' },
    ],
    ['values are trimmed', { utm_source: '  vk  ' }, undefined, { utm_source: 'vk' }],
    ['empty values are ignored', { utm_source: '', utm_medium: '   ', utm_term: undefined }, undefined, {}],
    [
      'the query overrides what was stored',
      { utm_source: 'vk' },
      { utm_source: 'yandex' },
      { utm_source: 'vk' },
    ],
    [
      'stored values survive a query without them',
      { utm_medium: 'cpc' },
      { utm_source: 'yandex', yclid: '42' },
      { yclid: '42', utm_source: 'yandex', utm_medium: 'cpc' },
    ],
    [
      'an empty query value does not erase a stored one',
      { utm_source: ' ' },
      { utm_source: 'yandex' },
      { utm_source: 'yandex' },
    ],
    [
      'stored values are cleaned too',
      {},
      { utm_source: '  yandex ', utm_term: '' },
      { utm_source: 'yandex' },
    ],
    ['the first of repeated values counts', { utm_source: ['vk', 'ok'] }, undefined, { utm_source: 'vk' }],
    ['an empty array is nothing', { utm_source: [] }, { utm_source: 'yandex' }, { utm_source: 'yandex' }],
    [
      'URLSearchParams-like queries',
      search('utm_source=vk&utm_source=ok&yclid=%2042%20&utm_term='),
      { utm_term: 'shoes' },
      { yclid: '42', utm_source: 'vk', utm_term: 'shoes' },
    ],
  ])('%s', (_, query, stored, expected) => {
    expect(pickMarketingParams(query, stored)).toEqual(expected)
  })

  test('values are cut to 200 characters', () => {
    const long = 'a'.repeat(300)
    expect(pickMarketingParams({ utm_campaign: long }).utm_campaign).toBe(
      'a'.repeat(MARKETING_VALUE_MAX_LENGTH),
    )
    expect(MARKETING_VALUE_MAX_LENGTH).toBe(200)
  })

  test('a cut never leaves half an emoji or trailing spaces', () => {
    const emoji = `${'a'.repeat(199)}😀`
    expect(pickMarketingParams({ utm_term: emoji }).utm_term).toBe('a'.repeat(199))
    const spaced = `${'a'.repeat(198)}  b`
    expect(pickMarketingParams({ utm_term: spaced }).utm_term).toBe('a'.repeat(198))
  })

  test('every kept value is trimmed, non-empty, at most 200 characters and under a marketing key', () => {
    const value = fc.option(fc.string({ maxLength: 300 }), { nil: undefined })
    const params = fc.dictionary(fc.constantFrom(...MARKETING_KEYS, 'other'), value)
    fc.assert(
      fc.property(params, params, (query, stored) => {
        const result = pickMarketingParams(query, stored)
        for (const [key, kept] of Object.entries(result)) {
          expect(MARKETING_KEYS).toContain(key)
          expect(kept).toBe(kept.trim())
          expect(kept.length).toBeGreaterThan(0)
          expect(kept.length).toBeLessThanOrEqual(MARKETING_VALUE_MAX_LENGTH)
        }
      }),
    )
  })

  test('a non-empty query value always wins', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MARKETING_KEYS),
        fc.stringMatching(/^[a-z0-9]{1,50}$/),
        fc.string(),
        (key, value, old) => {
          expect(pickMarketingParams({ [key]: value }, { [key]: old })[key]).toBe(value)
        },
      ),
    )
  })
})

test.each([
  ['1700000000.1234567', '34567'],
  ['12345', '12345'],
  ['123', '123'],
  ['  abcdefgh  ', 'defgh'],
  ['', ''],
])('shortIdentity(%j) is %j', (clientId, short) => {
  expect(shortIdentity(clientId)).toBe(short)
})

test('the analytics constants are fixed', () => {
  expect(ANALYTICS_CURRENCY).toBe('RUB')
  expect(CHECKOUT_STEP_EVENTS).toEqual({ 1: 'checkout_step_1', 2: 'checkout_step_2', 3: 'checkout_step_3' })
})

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'

test.each([
  ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
  ['Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', true],
  ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
  ['Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', true],
  ['Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)', true],
  ['Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)', true],
  ['Baiduspider+(+http://www.baidu.com/search/spider.htm)', true],
  ['CCBot/2.0 (https://commoncrawl.org/faq/)', true],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0 Safari/537.36',
    true,
  ],
  ['Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome-Lighthouse', true],
  ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
  ['TelegramBot (like TwitterBot)', true],
  ['curl/8.4.0', true],
  ['Wget/1.21.4', true],
  ['python-requests/2.31.0', true],
  ['', true],
  ['   ', true],
  [null, true],
  [undefined, true],
  [CHROME, false],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
    false,
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/122.0 YaBrowser/24.4.0 Safari/537.36',
    false,
  ],
  ['Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', false],
])('isBotUserAgent(%j) is %s', (userAgent, bot) => {
  expect(isBotUserAgent(userAgent)).toBe(bot)
})

test.each([
  ['localhost', true],
  ['LOCALHOST', true],
  ['localhost.', true],
  ['localhost:3000', true],
  ['shop.localhost', true],
  ['printer.local', true],
  ['127.0.0.1', true],
  ['127.1.2.3', true],
  ['127.0.0.1:8080', true],
  ['::1', true],
  ['[::1]', true],
  ['[::1]:3000', true],
  ['0.0.0.0', true],
  ['', true],
  [null, true],
  [undefined, true],
  ['shop.example.ru', false],
  ['localhost.example.ru', false],
  ['mylocalhost', false],
  ['shop.localization.ru', false],
  ['local', false],
  ['127.0.0.1.example.ru', false],
  ['128.0.0.1', false],
  ['[2001:db8::1]', false],
  ['example.ru:443', false],
])('isLocalHostname(%j) is %s', (hostname, local) => {
  expect(isLocalHostname(hostname)).toBe(local)
})

const live: AnalyticsContext = {
  userAgent: CHROME,
  hostname: 'shop.example.ru',
  environment: 'production',
  isPlainPage: false,
}

test.each<[string, Partial<AnalyticsContext>, boolean]>([
  ['a real visitor of the live shop', {}, true],
  ['environment in another case', { environment: ' Production ' }, true],
  ['a bot', { userAgent: 'Googlebot/2.1' }, false],
  ['a plain page', { isPlainPage: true }, false],
  ['localhost', { hostname: 'localhost' }, false],
  ['a *.local host', { hostname: 'dev.local' }, false],
  ['staging', { environment: 'staging' }, false],
  ['development', { environment: 'development' }, false],
  ['no environment', { environment: undefined }, false],
  ['a null environment', { environment: null }, false],
])('shouldSendAnalytics: %s -> %s', (_, change, expected) => {
  expect(shouldSendAnalytics({ ...live, ...change })).toBe(expected)
})

test('any one failing condition stops analytics', () => {
  fc.assert(
    fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (bot, plain, local, dev) => {
      const context: AnalyticsContext = {
        userAgent: bot ? 'Googlebot' : CHROME,
        hostname: local ? 'localhost' : 'shop.example.ru',
        environment: dev ? 'development' : 'production',
        isPlainPage: plain,
      }
      expect(shouldSendAnalytics(context)).toBe(!(bot || plain || local || dev))
    }),
  )
})
