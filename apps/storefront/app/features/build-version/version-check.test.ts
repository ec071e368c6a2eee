import { expect, test } from 'vitest'
import {
  FOCUS_MIN_GAP_MS,
  isNewBuild,
  POLL_INTERVAL_MS,
  parseBuildManifest,
  shouldCheckVersion,
} from './version-check.ts'

const base = {
  reason: 'interval' as const,
  now: 1_000_000,
  lastCheckedAt: null,
  hidden: false,
  updateKnown: false,
}

test('the first check runs at once; later ones wait for the interval or, on focus, the shorter gap', () => {
  expect(shouldCheckVersion(base)).toBe(true)
  const last = base.now
  expect(shouldCheckVersion({ ...base, lastCheckedAt: last, now: last + POLL_INTERVAL_MS - 1 })).toBe(false)
  expect(shouldCheckVersion({ ...base, lastCheckedAt: last, now: last + POLL_INTERVAL_MS })).toBe(true)
  const focus = { ...base, reason: 'focus' as const, lastCheckedAt: last }
  expect(shouldCheckVersion({ ...focus, now: last + FOCUS_MIN_GAP_MS - 1 })).toBe(false)
  expect(shouldCheckVersion({ ...focus, now: last + FOCUS_MIN_GAP_MS })).toBe(true)
})

test('a hidden tab or a tab that already knows of a new version does not ask', () => {
  expect(shouldCheckVersion({ ...base, hidden: true })).toBe(false)
  expect(shouldCheckVersion({ ...base, updateKnown: true, reason: 'focus' })).toBe(false)
})

test('only a readable manifest with another id is a new build', () => {
  expect(isNewBuild('b1', parseBuildManifest({ id: 'b2' }))).toBe(true)
  expect(isNewBuild('b1', parseBuildManifest({ id: 'b1' }))).toBe(false)
  expect(isNewBuild('b1', parseBuildManifest('<html>'))).toBe(false)
  expect(isNewBuild('b1', parseBuildManifest({ id: '' }))).toBe(false)
  expect(isNewBuild('b1', parseBuildManifest(null))).toBe(false)
  expect(isNewBuild('dev', parseBuildManifest({ id: 'b2' }))).toBe(false)
})
