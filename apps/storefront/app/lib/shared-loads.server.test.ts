import { expect, test } from 'vitest'
import { SharedLoads } from './shared-loads.server.ts'

test('concurrent misses share one load, and a hit does not load again', async () => {
  const loads = new SharedLoads<string, number>(60_000)
  let calls = 0
  const load = async () => ++calls
  expect(await Promise.all([loads.get('a', load), loads.get('a', load)])).toEqual([1, 1])
  expect(await loads.get('a', load)).toBe(1)
  expect(calls).toBe(1)
})

test('a failed load is not kept, and null is a value', async () => {
  const loads = new SharedLoads<string, string | null>(60_000)
  await expect(loads.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
  expect(await loads.get('k', async () => null)).toBeNull()
  expect(await loads.get('k', async () => 'later')).toBeNull()
})

test('entries expire after the TTL, and the oldest go past the bound', async () => {
  const loads = new SharedLoads<number, number>(20, 2)
  let calls = 0
  const load = async () => ++calls
  await loads.get(1, load)
  await loads.get(2, load)
  await loads.get(3, load) // drops 1
  expect(await loads.get(1, load)).toBe(4)
  await new Promise((resolve) => setTimeout(resolve, 40))
  expect(await loads.get(1, load)).toBe(5)
})
