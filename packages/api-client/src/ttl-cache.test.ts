import { expect, test } from 'vitest'
import { TtlCache } from './ttl-cache.ts'

/** A load function that counts its calls and answers the values given, one per call. */
function counted<V>(...values: V[]) {
  let calls = 0
  const load = () => {
    const value = values[calls] as V
    calls++
    return Promise.resolve(value)
  }
  return { load, calls: () => calls }
}

test('a hit within the TTL answers the cached value without calling load', async () => {
  const cache = new TtlCache<string, number>(1000)
  const first = counted(1)
  expect(await cache.get('a', 0, first.load)).toBe(1)
  const second = counted(2)
  expect(await cache.get('a', 999, second.load)).toBe(1)
  expect(first.calls()).toBe(1)
  expect(second.calls()).toBe(0)
})

test('after the TTL the value is loaded again', async () => {
  const cache = new TtlCache<string, number>(1000)
  const { load, calls } = counted(1, 2)
  expect(await cache.get('a', 0, load)).toBe(1)
  // The entry expires at 0 + 1000: it is no longer fresh at exactly that time.
  expect(await cache.get('a', 1000, load)).toBe(2)
  expect(calls()).toBe(2)
  expect(await cache.get('a', 1999, load)).toBe(2)
  expect(calls()).toBe(2)
})

test('keys are cached separately', async () => {
  const cache = new TtlCache<number, string>(1000)
  const { load, calls } = counted('one', 'two')
  expect(await cache.get(1, 0, load)).toBe('one')
  expect(await cache.get(2, 0, load)).toBe('two')
  expect(calls()).toBe(2)
})

test('concurrent misses share one load', async () => {
  const cache = new TtlCache<string, string>(1000)
  let calls = 0
  let resolve: (value: string) => void = () => {}
  const load = () => {
    calls++
    return new Promise<string>((r) => {
      resolve = r
    })
  }
  const first = cache.get('a', 0, load)
  const second = cache.get('a', 10, load)
  resolve('value')
  expect(await Promise.all([first, second])).toEqual(['value', 'value'])
  expect(calls).toBe(1)
})

test('a rejected load is not cached: the next get loads again', async () => {
  const cache = new TtlCache<string, string>(1000)
  let calls = 0
  const load = () => {
    calls++
    return calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve('back')
  }
  await expect(cache.get('a', 0, load)).rejects.toThrow('down')
  expect(await cache.get('a', 1, load)).toBe('back')
  expect(calls).toBe(2)
  expect(await cache.get('a', 2, load)).toBe('back')
  expect(calls).toBe(2)
})

test('a bounded cache drops the oldest (and expired) entries and keeps the newest', async () => {
  const cache = new TtlCache<string, string>(1000, { maxEntries: 2 })
  const load = (value: string) => () => Promise.resolve(value)
  await cache.get('a', 0, load('a'))
  await cache.get('b', 500, load('b'))
  await cache.get('c', 600, load('c'))
  expect(cache.size).toBe(2)
  // 'a' was the oldest: it is loaded again (which drops 'b', now the oldest); 'c' is still cached.
  expect(await cache.get('a', 700, load('a2'))).toBe('a2')
  expect(await cache.get('c', 700, load('c2'))).toBe('c')
  // At 1650 'c' (expired at 1600) goes and the fresh 'a' stays.
  await cache.get('d', 1650, load('d'))
  expect(cache.size).toBe(2)
  expect(await cache.get('a', 1650, load('a3'))).toBe('a2')
})

test('with staleMs, a failed reload answers the last good value until the stale window closes', async () => {
  const cache = new TtlCache<string, number>(1_000, { staleMs: 60_000 })
  expect(await cache.get('k', 0, async () => 1)).toBe(1)
  const down = async (): Promise<number> => {
    throw new Error('API down')
  }
  // Expired, the API is down: the last good value.
  expect(await cache.get('k', 5_000, down)).toBe(1)
  // Back up: the fresh value.
  expect(await cache.get('k', 6_000, async () => 2)).toBe(2)
  // Past the stale window the failure shows.
  await expect(cache.get('k', 6_000 + 1_000 + 60_001, down)).rejects.toThrow('API down')
  // Without staleMs nothing stale is served.
  const plain = new TtlCache<string, number>(1_000)
  await plain.get('k', 0, async () => 1)
  await expect(plain.get('k', 5_000, down)).rejects.toThrow('API down')
})
