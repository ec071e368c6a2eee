import { expect, test } from 'vitest'
import { MAP_PIN_SIZE, MAP_ZOOM_RANGE, mapBounds, mapLanguage, mapScriptUrl, routeUrl } from './maps.ts'

test('the spec constants: zoom 3 to 19, pins 32x54, cluster 16x16, current position 20x20', () => {
  expect(MAP_ZOOM_RANGE).toEqual({ min: 3, max: 19 })
  expect(MAP_PIN_SIZE.pin).toEqual({ width: 32, height: 54 })
  expect(MAP_PIN_SIZE.cluster).toEqual({ width: 16, height: 16 })
  expect(MAP_PIN_SIZE.current).toEqual({ width: 20, height: 20 })
})

test('bounds pad several points by 0.05 degrees on every side, longitude first', () => {
  const [[west, north], [east, south]] = mapBounds([
    { lat: 55.75, lon: 37.6 },
    { lat: 55.8, lon: 37.5 },
  ]) ?? [
    [0, 0],
    [0, 0],
  ]
  expect(west).toBeCloseTo(37.45, 9)
  expect(east).toBeCloseTo(37.65, 9)
  expect(north).toBeCloseTo(55.85, 9)
  expect(south).toBeCloseTo(55.7, 9)
})

test('bounds pad a single point by 0.002 degrees, and there are none without points', () => {
  const bounds = mapBounds([{ lat: 59.9357, lon: 30.3256 }])
  expect(bounds?.[0][0]).toBeCloseTo(30.3236, 9)
  expect(bounds?.[1][1]).toBeCloseTo(59.9337, 9)
  expect(mapBounds([])).toBeNull()
  expect(mapBounds([{ lat: Number.NaN, lon: 1 }])).toBeNull()
})

test('the map language comes from the settings, ru_RU by default', () => {
  expect(mapLanguage('en')).toBe('en_US')
  expect(mapLanguage('ru')).toBe('ru_RU')
  expect(mapLanguage('en-GB')).toBe('en_GB')
  expect(mapLanguage(null)).toBe('ru_RU')
  expect(mapLanguage('klingon')).toBe('ru_RU')
})

test('the script URL carries the key and language; no URL or no key means no map', () => {
  expect(mapScriptUrl({ url: 'https://api-maps.yandex.ru/v3/', key: 'k1', language: 'en' })).toBe(
    'https://api-maps.yandex.ru/v3/?apikey=k1&lang=en_US',
  )
  expect(mapScriptUrl({ url: 'https://api-maps.yandex.ru/v3/?apikey=k2', language: null })).toBe(
    'https://api-maps.yandex.ru/v3/?apikey=k2&lang=ru_RU',
  )
  expect(mapScriptUrl({ url: '/maps/stand-in/v3/?apikey=demo', language: 'ru' })).toBe(
    '/maps/stand-in/v3/?apikey=demo&lang=ru_RU',
  )
  expect(mapScriptUrl({ url: 'https://api-maps.yandex.ru/v3/', key: '' })).toBeNull()
  expect(mapScriptUrl({ url: null, key: 'k' })).toBeNull()
  expect(mapScriptUrl({ url: 'http://evil.example/v3/', key: 'k' })).toBeNull()
  expect(mapScriptUrl({ url: '//evil.example/v3/', key: 'k' })).toBeNull()
  expect(mapScriptUrl({ url: 'javascript:alert(1)', key: 'k' })).toBeNull()
})

test('a route link goes to the point, from the shopper when known', () => {
  expect(routeUrl({ lat: 55.7579, lon: 37.6133 })).toBe(
    'https://yandex.ru/maps/?rtext=~55.7579%2C37.6133&rtt=auto',
  )
  expect(routeUrl({ lat: 55.7579, lon: 37.6133 }, { lat: 55.75, lon: 37.6 })).toBe(
    'https://yandex.ru/maps/?rtext=55.75%2C37.6~55.7579%2C37.6133&rtt=auto',
  )
})
