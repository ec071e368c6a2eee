import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { pollClientId } from './client-id.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

test('asks about every second until the counter gives an id, then keeps it once', () => {
  const kept: string[] = []
  let calls = 0
  pollClientId(
    (answer) => {
      calls += 1
      answer(calls < 3 ? '' : '1732400000123456789')
    },
    (id) => kept.push(id),
  )
  expect(kept).toEqual([])
  vi.advanceTimersByTime(999)
  expect(calls).toBe(1)
  vi.advanceTimersByTime(1)
  expect(calls).toBe(2)
  vi.advanceTimersByTime(1000)
  expect(kept).toEqual(['1732400000123456789'])
  vi.advanceTimersByTime(10_000)
  expect(calls).toBe(3)
})

test('a counter that throws or never answers is given up after the last try', () => {
  let calls = 0
  pollClientId(
    () => {
      calls += 1
      throw new Error('not loaded')
    },
    () => {},
    { maxTries: 5 },
  )
  vi.advanceTimersByTime(60_000)
  expect(calls).toBe(5)
})

test('stopping ends the retries', () => {
  let calls = 0
  const stop = pollClientId(
    () => {
      calls += 1
    },
    () => {},
  )
  stop()
  vi.advanceTimersByTime(5000)
  expect(calls).toBe(1)
})
