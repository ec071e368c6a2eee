// @vitest-environment happy-dom
/**
 * The event's place and the promotion's outlets drawn by the real map module on the local ymaps3 stand-in (as
 * ymaps3-map.test.ts does for the finder): the pins, their names, and the box around one or several points.
 */
import { afterEach, beforeEach, expect, test } from 'vitest'
import { loadYmaps3 } from './load-ymaps3.ts'
import { eventPlacePoints, outletPoints } from './place-points.ts'
import { createMap } from './ymaps3-map.ts'

const PINS = { outlet: '/pins/outlet.svg', pickup: null, cluster: null, current: null, delivery: null }
const TEXTS = { cluster: (n: number) => `${n} places`, current: 'You are here' }
const URL = '/maps/stand-in/v3/?apikey=demo&lang=ru_RU'

let element: HTMLDivElement
beforeEach(() => {
  element = document.createElement('div')
  document.body.appendChild(element)
})
afterEach(() => {
  element.remove()
})

const api = () =>
  loadYmaps3(URL, async () => {
    await import('./ymaps3-stand-in.js')
  })
const pins = () => [...element.querySelectorAll<HTMLElement>('[data-map-pin="point"]')]
const bounds = (): [[number, number], [number, number]] =>
  JSON.parse(element.querySelector<HTMLElement>('[data-ymaps3-stand-in]')?.dataset.bounds ?? 'null')

const MEETUP = {
  slug: 'coffee-cupping',
  title: 'Каппинг кофе',
  address: 'Москва, Мясницкая ул., 24/7с1',
  latitude: 55.7627,
  longitude: 37.6366,
}

test("an offline event's place is one named pin, framed closely (0.002° around it)", async () => {
  const points = eventPlacePoints(MEETUP)
  const handle = await createMap(await api(), element, {
    label: 'The place on the map',
    points,
    pins: PINS,
    texts: TEXTS,
  })
  expect(pins().map((pin) => pin.getAttribute('aria-label'))).toEqual([
    'Каппинг кофе, Москва, Мясницкая ул., 24/7с1',
  ])
  const [[west, north], [east, south]] = bounds()
  expect(west).toBeLessThanOrEqual(37.6366 - 0.002 + 1e-6)
  expect(east).toBeGreaterThanOrEqual(37.6366 + 0.002 - 1e-6)
  expect(north).toBeGreaterThanOrEqual(55.7627 + 0.002 - 1e-6)
  expect(south).toBeLessThanOrEqual(55.7627 - 0.002 + 1e-6)
  expect(east - west).toBeLessThan(0.05)
  handle.destroy()
})

test('an event without coordinates has no pin (the page keeps its address only)', () => {
  expect(eventPlacePoints({ ...MEETUP, latitude: null, longitude: null })).toEqual([])
  expect(eventPlacePoints({ ...MEETUP, latitude: 0, longitude: 0 })).toEqual([])
})

test("a promotion's outlets get a pin each, framed with 0.05° around them all", async () => {
  const points = outletPoints([
    { id: 1, name: 'Тверская', address: 'Тверская ул., 7', latitude: 55.7579, longitude: 37.6133 },
    {
      id: 2,
      name: 'Европейский',
      address: 'пл. Киевского Вокзала, 2',
      latitude: 55.7447,
      longitude: 37.5655,
    },
    { id: 3, name: 'Без координат', address: '—', latitude: 0, longitude: 0 },
  ])
  expect(points.map((p) => p.id)).toEqual([1, 2])
  const handle = await createMap(await api(), element, { label: 'Outlets', points, pins: PINS, texts: TEXTS })
  expect(pins().map((pin) => pin.getAttribute('aria-label'))).toEqual([
    'Тверская, Тверская ул., 7',
    'Европейский, пл. Киевского Вокзала, 2',
  ])
  const [[west, north], [east, south]] = bounds()
  expect(west).toBeLessThanOrEqual(37.5655 - 0.05 + 1e-6)
  expect(east).toBeGreaterThanOrEqual(37.6133 + 0.05 - 1e-6)
  expect(north).toBeGreaterThanOrEqual(55.7579 + 0.05 - 1e-6)
  expect(south).toBeLessThanOrEqual(55.7447 - 0.05 + 1e-6)
  handle.destroy()
})
