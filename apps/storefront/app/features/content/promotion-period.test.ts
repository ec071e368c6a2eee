import { expect, test } from 'vitest'
import { isPromotionOver, promotionPeriod } from './promotion-period.ts'

test('a promotion with an end prints both days in the shopper language, in UTC', () => {
  expect(promotionPeriod('2026-10-01T00:00:00.000Z', '2027-01-31T00:00:00.000Z', 'en')).toEqual({
    kind: 'range',
    from: 'October 1, 2026',
    until: 'January 31, 2027',
  })
  expect(promotionPeriod('2026-10-01T00:00:00.000Z', '2027-01-31T23:30:00.000Z', 'ru')).toEqual({
    kind: 'range',
    from: '1 октября 2026 г.',
    until: '31 января 2027 г.',
  })
})

test('an open-ended promotion prints its start only; an unreadable start prints nothing', () => {
  expect(promotionPeriod('2026-10-01T00:00:00Z', null, 'en')).toEqual({
    kind: 'from',
    from: 'October 1, 2026',
  })
  expect(promotionPeriod('2026-10-01T00:00:00Z', 'soon', 'en')).toEqual({
    kind: 'from',
    from: 'October 1, 2026',
  })
  expect(promotionPeriod('yesterday', null, 'en')).toEqual({ kind: 'unknown' })
})

test('a promotion is over only after its end', () => {
  const now = new Date('2027-02-01T00:00:00Z')
  expect(isPromotionOver('2027-01-31T00:00:00Z', now)).toBe(true)
  expect(isPromotionOver('2027-02-02T00:00:00Z', now)).toBe(false)
  expect(isPromotionOver(null, now)).toBe(false)
})
