// @vitest-environment happy-dom
/**
 * The map module against the local ymaps3 stand-in (the same script the e2e run serves): the script loads on
 * demand, pins and clusters are drawn from the points, the box has the spec's padding, a click on the map
 * reverse-geocodes the point under the pointer, and a click on a pin selects its point.
 */
import type { AddressSuggestion } from '@vitrina/api-client'
import { REVERSE_GEOCODE } from '@vitrina/domain/address'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { loadYmaps3 } from './load-ymaps3.ts'
import type { MapPoint } from './map-types.ts'
import { pickAddress } from './reverse-geocode.ts'
import { createMap, type MapOptions } from './ymaps3-map.ts'

const PINS = {
  outlet: '/media/brand/1/pins/outlet.svg',
  pickup: '/media/brand/1/pins/pickup.svg',
  cluster: '/media/brand/1/pins/cluster.svg',
  current: '/media/brand/1/pins/current.svg',
  delivery: null,
}

const MOSCOW: MapPoint[] = [
  { id: 1, lat: 55.7579, lon: 37.6133, title: 'Тверская', kind: 'outlet' },
  { id: 2, lat: 55.7447, lon: 37.5655, title: 'Европейский', kind: 'outlet' },
  { id: 3, lat: 55.7905, lon: 37.5312, title: 'Авиапарк', kind: 'pickup_point' },
]

/** The stand-in, run as the browser runs the served script. */
async function injectStandIn(src: string) {
  expect(src).toBe('/maps/stand-in/v3/?apikey=demo&lang=ru_RU')
  await import('./ymaps3-stand-in.js')
}

function options(overrides: Partial<MapOptions> = {}): MapOptions {
  return {
    label: 'Shops on the map',
    points: MOSCOW,
    pins: PINS,
    texts: { cluster: (n) => `${n} places`, current: 'You are here' },
    ...overrides,
  }
}

let element: HTMLDivElement
beforeEach(() => {
  element = document.createElement('div')
  document.body.appendChild(element)
})
afterEach(() => {
  element.remove()
})

async function api() {
  return loadYmaps3('/maps/stand-in/v3/?apikey=demo&lang=ru_RU', injectStandIn)
}

const pins = () => [...element.querySelectorAll<HTMLElement>('[data-map-pin="point"]')]
const bounds = () =>
  JSON.parse(element.querySelector<HTMLElement>('[data-ymaps3-stand-in]')?.dataset.bounds ?? 'null')

test('the script loads once, on demand, and every point gets a pin with its image and name', async () => {
  const inject = vi.fn(injectStandIn)
  const first = await loadYmaps3('/maps/stand-in/v3/?apikey=demo&lang=ru_RU', inject)
  const again = await loadYmaps3('/maps/stand-in/v3/?apikey=demo&lang=ru_RU', inject)
  expect(again).toBe(first)
  expect(inject).toHaveBeenCalledOnce()
  const handle = await createMap(first, element, options())
  // The three Moscow points are far apart at the zoom that fits them: three pins, no cluster.
  expect(pins().map((pin) => pin.getAttribute('aria-label'))).toEqual(['Тверская', 'Европейский', 'Авиапарк'])
  expect(pins()[0]?.querySelector('img')?.getAttribute('src')).toBe(PINS.outlet)
  expect(pins()[2]?.querySelector('img')?.getAttribute('src')).toBe(PINS.pickup)
  expect(pins()[0]?.style.width).toBe('32px')
  expect(pins()[0]?.style.height).toBe('54px')
  handle.destroy()
  expect(element.querySelector('[data-ymaps3-stand-in]')).toBeNull()
})

test('the map shows every point with 0.05° padding, and a single point with 0.002°', async () => {
  const handle = await createMap(await api(), element, options())
  const [[west, north], [east, south]] = bounds()
  // The fitted box contains the padded box of the points (the map keeps its aspect ratio, so it may be wider).
  expect(west).toBeLessThanOrEqual(37.5312 - 0.05 + 1e-6)
  expect(east).toBeGreaterThanOrEqual(37.6133 + 0.05 - 1e-6)
  expect(north).toBeGreaterThanOrEqual(55.7905 + 0.05 - 1e-6)
  expect(south).toBeLessThanOrEqual(55.7447 - 0.05 + 1e-6)
  handle.update(options({ points: [MOSCOW[0] as MapPoint] }))
  const [[w1, n1], [e1, s1]] = bounds()
  expect(e1 - w1).toBeLessThan(0.02)
  expect(n1 - s1).toBeLessThan(0.02)
  expect(w1).toBeLessThanOrEqual(37.6133 - 0.002 + 1e-6)
  expect(s1).toBeLessThanOrEqual(55.7579 - 0.002 + 1e-6)
  // Zoom stays within 3..19 even for one point.
  expect(
    Number(element.querySelector<HTMLElement>('[data-ymaps3-stand-in]')?.dataset.zoom),
  ).toBeLessThanOrEqual(19)
  handle.destroy()
})

test('points close together merge into a cluster, which zooms in when clicked', async () => {
  const close: MapPoint[] = [
    ...MOSCOW,
    { id: 4, lat: 55.7601, lon: 37.6155, title: 'Тверская, 9', kind: 'parcel_locker' },
  ]
  const handle = await createMap(await api(), element, options({ points: close }))
  const cluster = element.querySelector<HTMLElement>('[data-map-pin="mark"][aria-label="2 places"]')
  expect(cluster).not.toBeNull()
  expect(cluster?.style.width).toBe('16px')
  expect(pins()).toHaveLength(2)
  const zoomBefore = Number(element.querySelector<HTMLElement>('[data-ymaps3-stand-in]')?.dataset.zoom)
  cluster?.click()
  const zoomAfter = Number(element.querySelector<HTMLElement>('[data-ymaps3-stand-in]')?.dataset.zoom)
  expect(zoomAfter).toBeGreaterThan(zoomBefore)
  // Zoomed in on the two close points, they are two pins again.
  expect(pins().map((p) => p.getAttribute('aria-label'))).toEqual(
    expect.arrayContaining(['Тверская', 'Тверская, 9']),
  )
  handle.destroy()
})

test('the current position gets its own 20×20 pin and is part of the box', async () => {
  const here = { lat: 55.7, lon: 37.7 }
  const handle = await createMap(await api(), element, options({ current: here }))
  const mark = element.querySelector<HTMLElement>('[data-map-pin="mark"][aria-label="You are here"]')
  expect(mark?.style.width).toBe('20px')
  expect(mark?.querySelector('img')?.getAttribute('src')).toBe(PINS.current)
  const [[, north], [east, south]] = bounds()
  expect(east).toBeGreaterThanOrEqual(37.75 - 1e-6)
  expect(south).toBeLessThanOrEqual(55.65 + 1e-6)
  expect(north).toBeGreaterThan(55.79)
  handle.destroy()
})

test('a click on a pin selects its point; a click on the map reverse-geocodes the point under it', async () => {
  const onSelect = vi.fn()
  const picked: { lat: number; lon: number }[] = []
  const handle = await createMap(
    await api(),
    element,
    options({ onSelect, onPick: (point) => picked.push(point) }),
  )
  pins()[1]?.click()
  expect(onSelect).toHaveBeenCalledWith(2)
  expect(picked).toEqual([])

  // The centre of the 640×400 stand-in map is the centre of its box.
  const root = element.querySelector<HTMLElement>('[data-ymaps3-stand-in]')
  const [centreLon, centreLat] = JSON.parse(root?.dataset.center ?? '[0,0]')
  root?.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 320, clientY: 200 }))
  expect(picked).toHaveLength(1)
  expect(picked[0]?.lat).toBeCloseTo(centreLat, 6)
  expect(picked[0]?.lon).toBeCloseTo(centreLon, 6)

  const house: AddressSuggestion = {
    value: 'г Москва, ул Тверская, д 7',
    unrestricted_value: '125009, г Москва, ул Тверская, д 7',
    data: { house: '7', geo_lat: '55.7579', geo_lon: '37.6133' },
  } as AddressSuggestion
  const geocode = vi.fn(async () => [house])
  const point = picked[0] ?? { lat: 0, lon: 0 }
  await expect(pickAddress(point, geocode)).resolves.toEqual(house)
  expect(geocode).toHaveBeenCalledWith({ lat: point.lat, lon: point.lon, ...REVERSE_GEOCODE })
  // A street without a house, or nothing within 200 m, is "found nothing".
  const street = { ...house, data: { house: null } } as AddressSuggestion
  await expect(pickAddress(point, async () => [street])).resolves.toBeNull()
  await expect(pickAddress(point, async () => [])).resolves.toBeNull()
  handle.destroy()
})

test('a script that fails rejects (the view shows its list) and is tried again next time', async () => {
  const global = globalThis as { ymaps3?: unknown }
  const saved = global.ymaps3
  delete global.ymaps3
  try {
    const failing = vi.fn(async () => {
      throw new Error('offline')
    })
    await expect(loadYmaps3('/maps/other/?apikey=x', failing)).rejects.toThrow('offline')
    await expect(loadYmaps3('/maps/other/?apikey=x', failing)).rejects.toThrow('offline')
    expect(failing).toHaveBeenCalledTimes(2)
    // A script that runs but defines nothing is a failure too.
    await expect(loadYmaps3('/maps/empty/?apikey=x', async () => {})).rejects.toThrow('did not define ymaps3')
  } finally {
    global.ymaps3 = saved
  }
})
