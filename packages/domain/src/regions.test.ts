import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { distanceKm, nearestRegion, parseCoordinate } from './regions.ts'

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

describe('parseCoordinate', () => {
  test('a blank field is unknown, not the equator', () => {
    expect(parseCoordinate('', 'latitude')).toBeNull()
    expect(parseCoordinate('  ', 'longitude')).toBeNull()
    expect(parseCoordinate(null, 'latitude')).toBeNull()
  })
  test('numbers within range are read; others are refused', () => {
    expect(parseCoordinate('55.7558', 'latitude')).toBe(55.7558)
    expect(parseCoordinate('-37.5', 'longitude')).toBe(-37.5)
    expect(parseCoordinate('91', 'latitude')).toBeNull()
    expect(parseCoordinate('120', 'longitude')).toBe(120)
    expect(parseCoordinate('1e2', 'latitude')).toBeNull()
    expect(parseCoordinate('abc', 'latitude')).toBeNull()
  })
})

describe('distanceKm', () => {
  test('Moscow to St Petersburg is about 634 km; a point to itself is 0', () => {
    const moscow = { latitude: 55.7558, longitude: 37.6173 }
    expect(distanceKm(moscow, { latitude: 59.9343, longitude: 30.3351 })).toBeCloseTo(634, -1)
    expect(distanceKm(moscow, moscow)).toBe(0)
  })
})
