import { describe, expect, test } from 'vitest'
import { errorReport } from './analytics.ts'
import { type AnalyticsSink, createTracker, reportError } from './tracker.ts'

function fakeSink() {
  const log: unknown[] = []
  const sink: AnalyticsSink = {
    ym: (...args) => log.push(['ym', ...args]),
    dataLayer: { push: (entry) => log.push(['gtm', entry]) },
    loadScript: (src) => log.push(['script', src]),
  }
  return { log, sink }
}

describe('createTracker', () => {
  test('before a start every call is a no-op and no sink (no script) is created', () => {
    let made = 0
    const tracker = createTracker(() => {
      made += 1
      return fakeSink().sink
    })
    tracker.pageView({ url: '/', title: '', referrer: '' })
    tracker.error(errorReport(new Error('x'), '/'))
    tracker.event({ name: 'e' })
    expect(made).toBe(0)
    expect(tracker.active).toBe(false)
  })

  test('start queues the init, loads each script once, then sends page views and errors', () => {
    const { log, sink } = fakeSink()
    const tracker = createTracker(
      () => sink,
      () => 7,
    )
    tracker.start({ ym: '5', gtm: null })
    tracker.start({ ym: '6', gtm: 'GTM-X' })
    tracker.pageView({ url: 'https://s/a/', title: 'A', referrer: '' })
    tracker.error({ source: 'page', status: 404, message: 'Not Found', url: 'https://s/b/' })
    expect(log).toEqual([
      ['ym', 5, 'init', expect.objectContaining({ defer: true })],
      ['script', 'https://mc.yandex.ru/metrika/tag.js'],
      ['ym', 5, 'hit', 'https://s/a/', { title: 'A', referer: '' }],
      ['ym', 5, 'reachGoal', 'page_error', { status: 404, message: 'Not Found', url: 'https://s/b/' }],
    ])
    expect(tracker.active).toBe(true)
  })

  test('reportError is a no-op while the page tracker is not started (no DOM needed)', () => {
    expect(() => reportError(errorReport(new Error('x'), '/'))).not.toThrow()
  })
})
