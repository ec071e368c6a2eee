import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  type NotificationPermissionState,
  PUSH_CANCEL_SUPPRESSION_MS,
  type PushPermissionInput,
  shouldOfferPushPermission,
} from './push-permission.ts'

const DAY = 86_400_000
const now = Date.UTC(2026, 2, 10, 12, 0)
const offer = (change: Partial<PushPermissionInput>) =>
  shouldOfferPushPermission({ supported: true, permission: 'default', cancelledAt: null, now, ...change })

test('the suppression lasts 3 days', () => {
  expect(PUSH_CANCEL_SUPPRESSION_MS).toBe(3 * DAY)
})

test.each<[string, Partial<PushPermissionInput>, boolean]>([
  ['never cancelled', {}, true],
  ['cancelledAt undefined', { cancelledAt: undefined }, true],
  ['not supported', { supported: false }, false],
  ['already granted', { permission: 'granted' }, false],
  ['denied', { permission: 'denied' }, false],
  ['not supported, even if never asked', { supported: false, cancelledAt: null }, false],
  ['cancelled just now', { cancelledAt: now }, false],
  ['cancelled 1 day ago', { cancelledAt: now - DAY }, false],
  ['cancelled 1 ms short of 3 days ago', { cancelledAt: now - 3 * DAY + 1 }, false],
  ['cancelled exactly 3 days ago', { cancelledAt: now - 3 * DAY }, true],
  ['cancelled 4 days ago', { cancelledAt: now - 4 * DAY }, true],
  ['cancelled 3 days ago, as Dates', { cancelledAt: new Date(now - 3 * DAY), now: new Date(now) }, true],
  ['cancelled 2 days ago, as Dates', { cancelledAt: new Date(now - 2 * DAY), now: new Date(now) }, false],
  ['cancelled a day ago, granted since', { cancelledAt: now - DAY, permission: 'granted' }, false],
  ['a cancel stamped 1 hour in the future', { cancelledAt: now + 3_600_000 }, false],
  ['a cancel stamped 3 days in the future', { cancelledAt: now + 3 * DAY }, true],
  ['a cancel stamped a year in the future', { cancelledAt: now + 365 * DAY }, true],
  ['an invalid cancel Date', { cancelledAt: new Date(Number.NaN) }, true],
  ['a NaN cancel time', { cancelledAt: Number.NaN }, true],
])('%s -> %s', (_, change, offered) => {
  expect(offer(change)).toBe(offered)
})

test('granted or denied is never offered, whatever the times', () => {
  fc.assert(
    fc.property(
      fc.constantFrom<NotificationPermissionState>('granted', 'denied'),
      fc.boolean(),
      fc.option(fc.integer(), { nil: null }),
      fc.integer(),
      (permission, supported, cancelledAt, at) => {
        expect(shouldOfferPushPermission({ supported, permission, cancelledAt, now: at })).toBe(false)
      },
    ),
  )
})

test('after a cancel the dialog comes back exactly when 3 days have passed', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 2 ** 45 }),
      fc.integer({ min: 0, max: 10 * DAY }),
      (cancelledAt, elapsed) => {
        const offered = offer({ cancelledAt, now: cancelledAt + elapsed })
        expect(offered).toBe(elapsed >= PUSH_CANCEL_SUPPRESSION_MS)
      },
    ),
  )
})
