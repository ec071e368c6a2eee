import { describe, expect, test } from 'vitest'
import {
  analyticsPlan,
  apiErrorReport,
  checkoutStepEvent,
  errorCommands,
  errorReport,
  eventCommands,
  gtmScript,
  initCommands,
  pageViewCommands,
  scriptsOf,
  YM_SCRIPT,
} from './analytics.ts'
import { isRealVisitor, type Visitor } from './visitor.ts'

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const person: Visitor = { userAgent: chrome, hostname: 'shop.example.com', automated: false }
const ids = { ym: '12345678', gtm: 'GTM-ABC123', environment: 'production' }

describe('analyticsPlan (spec §7)', () => {
  test('a person on the live shop gets the configured counters', () => {
    expect(analyticsPlan(ids, person, false)).toEqual({ ym: '12345678', gtm: 'GTM-ABC123' })
    expect(analyticsPlan({ ...ids, gtm: null }, person, false)).toEqual({ ym: '12345678', gtm: null })
  })

  test('no ids, no analytics', () => {
    expect(analyticsPlan(null, person, false)).toBeNull()
    expect(analyticsPlan({ ym: null, gtm: null, environment: 'production' }, person, false)).toBeNull()
  })

  test.each([
    ['a crawler', { ...person, userAgent: 'Mozilla/5.0 (compatible; YandexBot/3.0)' }, false, 'production'],
    ['an automated browser', { ...person, automated: true }, false, 'production'],
    ['a local host', { ...person, hostname: 'outdoor.localhost' }, false, 'production'],
    ['127.0.0.1', { ...person, hostname: '127.0.0.1' }, false, 'production'],
    ['a plain page', person, true, 'production'],
    ['a development build', person, false, 'development'],
    ['a test run', person, false, 'test'],
  ])('skipped for %s', (_, visitor, plain, environment) => {
    expect(analyticsPlan({ ...ids, environment }, visitor, plain)).toBeNull()
  })

  test('malformed ids are dropped, so they never reach a script URL', () => {
    expect(analyticsPlan({ ...ids, ym: '123"><script>' }, person, false)).toEqual({
      ym: null,
      gtm: 'GTM-ABC123',
    })
    expect(analyticsPlan({ ...ids, ym: null, gtm: 'GTM-A&x=1' }, person, false)).toBeNull()
  })

  test('isRealVisitor: a person, not a bot nor a driven browser', () => {
    expect(isRealVisitor(person)).toBe(true)
    expect(isRealVisitor({ ...person, userAgent: '' })).toBe(false)
    expect(isRealVisitor({ ...person, automated: true })).toBe(false)
  })
})

describe('commands', () => {
  const both = { ym: '42', gtm: 'GTM-X1' }

  test('scripts and start-up of each counter', () => {
    expect(scriptsOf(both)).toEqual([YM_SCRIPT, 'https://www.googletagmanager.com/gtm.js?id=GTM-X1'])
    expect(scriptsOf({ ym: null, gtm: 'GTM-X1' })).toEqual([gtmScript('GTM-X1')])
    expect(initCommands(both, 1000)).toEqual([
      {
        to: 'ym',
        args: [
          42,
          'init',
          { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: false },
        ],
      },
      { to: 'gtm', entry: { 'gtm.start': 1000, event: 'gtm.js' } },
    ])
  })

  test('a page view: a Metrika hit and a GTM page_view event', () => {
    const page = { url: 'https://s.example/catalog/', title: 'Catalog', referrer: 'https://s.example/' }
    expect(pageViewCommands(both, page)).toEqual([
      { to: 'ym', args: [42, 'hit', page.url, { title: 'Catalog', referer: 'https://s.example/' }] },
      {
        to: 'gtm',
        entry: {
          event: 'page_view',
          page_location: page.url,
          page_title: 'Catalog',
          page_referrer: 'https://s.example/',
        },
      },
    ])
    expect(pageViewCommands({ ym: null, gtm: 'GTM-X1' }, page)).toHaveLength(1)
  })

  test('an error (spec §8): status, message and url to each counter', () => {
    const report = apiErrorReport(502, 'Bad gateway', '/api/v2/cart/')
    expect(errorCommands(both, report)).toEqual([
      {
        to: 'ym',
        args: [42, 'reachGoal', 'api_error', { status: 502, message: 'Bad gateway', url: '/api/v2/cart/' }],
      },
      {
        to: 'gtm',
        entry: {
          event: 'api_error',
          error_status: 502,
          error_message: 'Bad gateway',
          error_url: '/api/v2/cart/',
        },
      },
    ])
  })

  test('checkout steps have their fixed names and the fixed currency', () => {
    expect(checkoutStepEvent(2, 1990)).toEqual({
      name: 'checkout_step_2',
      params: { currency: 'RUB', value: 1990 },
    })
    expect(eventCommands({ ym: null, gtm: 'GTM-X1' }, checkoutStepEvent(1))).toEqual([
      { to: 'gtm', entry: { event: 'checkout_step_1', currency: 'RUB' } },
    ])
  })
})

describe('errorReport', () => {
  const url = 'https://s.example/x/'

  test('a thrown response keeps its status and text', () => {
    const notFound = { status: 404, statusText: 'Not Found', internal: true, data: 'no route' }
    expect(errorReport(notFound, url)).toEqual({ source: 'page', status: 404, message: 'Not Found', url })
    const bare = { status: 401, statusText: '', internal: false, data: null }
    expect(errorReport(bare, url)).toEqual({ source: 'page', status: 401, message: 'HTTP 401', url })
  })

  test('an Error is a 500 unless it carries an HTTP status', () => {
    expect(errorReport(new Error('boom'), url)).toEqual({ source: 'page', status: 500, message: 'boom', url })
    const api = Object.assign(new Error('503: down'), { status: 503 })
    expect(errorReport(api, url).status).toBe(503)
    expect(errorReport('weird', url)).toMatchObject({ status: 500, message: 'weird' })
  })

  test('long messages are clipped', () => {
    expect(errorReport(new Error('x'.repeat(1000)), url).message).toHaveLength(300)
  })
})
