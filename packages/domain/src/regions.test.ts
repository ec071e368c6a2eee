import fc from 'fast-check'
import { expect, test } from 'vitest'
import { nearestRegion } from './regions.ts'

const moscow = { id: 1, latitude: 55.75, longitude: 37.62 }
const spb = { id: 2, latitude: 59.94, longitude: 30.31 }
const kazan = { id: 3, latitude: 55.79, longitude: 49.12 }
const regions = [moscow, spb, kazan]

test.each([
  [{ latitude: 55.7, longitude: 37.5 }, moscow],
  [{ latitude: 60, longitude: 30 }, spb],
  [{ latitude: 55.8, longitude: 49 }, kazan],
  [null, moscow],
  [{ latitude: Number.NaN, longitude: 30 }, moscow],
])('nearestRegion(%j) is region %j', (point, expected) => {
  expect(nearestRegion(regions, point)).toBe(expected)
})

test('no regions gives undefined', () => {
  expect(nearestRegion([], { latitude: 1, longitude: 1 })).toBeUndefined()
  expect(nearestRegion([], null)).toBeUndefined()
})

test('no other region is closer than the chosen one', () => {
  const coord = fc.double({ min: -90, max: 90, noNaN: true })
  fc.assert(
    fc.property(
      fc.array(fc.record({ latitude: coord, longitude: coord }), { minLength: 1 }),
      fc.record({ latitude: coord, longitude: coord }),
      (list, point) => {
        const chosen = nearestRegion(list, point)
        const d = (r: { latitude: number; longitude: number }) =>
          Math.hypot(r.latitude - point.latitude, r.longitude - point.longitude)
        expect(chosen).toBeDefined()
        for (const r of list) expect(d(r)).toBeGreaterThanOrEqual(d(chosen ?? r))
      },
    ),
  )
})
