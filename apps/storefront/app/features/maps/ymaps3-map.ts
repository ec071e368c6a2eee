/**
 * The imperative map on the `ymaps3` API (typed by @yandex/ymaps3-types): a scheme layer, the points as pins
 * clustered by grid, the shopper's position pin, and a click listener. Loaded with a dynamic import by
 * `MapView` only when a map is shown, so neither this nor the maps script is in a page's first-load bundle.
 */

import {
  type LatLon,
  MAP_BOUNDS_PADDING,
  MAP_PIN_SIZE,
  MAP_ZOOM_RANGE,
  mapBounds,
} from '@vitrina/domain/maps'
import type { LngLat, YMap, YMapEntity, YMapMarker } from '@yandex/ymaps3-types'
import type { Feature } from '@yandex/ymaps3-types/packages/clusterer'
import type { Ymaps3 } from './load-ymaps3.ts'
import type { MapPins, MapPoint } from './map-types.ts'

export const CLUSTERER_PACKAGE = '@yandex/ymaps3-clusterer@0.0.1'
/** Pins closer than this many screen pixels merge into a cluster. */
export const CLUSTER_GRID_PX = 64
/** Zoom for a map with nothing to show but a centre (a city: the courier address picker). */
export const CITY_ZOOM = 12

export type MapOptions = {
  /** What the map is, for screen readers ("Shops on the map"). */
  label: string
  points: readonly MapPoint[]
  /** The shopper's position, drawn with the current-position pin and included in the bounds. */
  current?: LatLon | null
  /** Where to look when there are no points (the region's centre). */
  center?: LatLon | null
  pins: MapPins
  /** Accessible names: a cluster of n points, the shopper's pin. */
  texts: { cluster: (count: number) => string; current: string }
  onSelect?: ((id: MapPoint['id']) => void) | undefined
  /** A click on the map itself (not on a pin): the point under the pointer. */
  onPick?: ((point: LatLon) => void) | undefined
}

export type MapHandle = {
  update(options: MapOptions): void
  destroy(): void
  readonly map: YMap
}

const toLngLat = (p: LatLon): LngLat => [p.lon, p.lat]

/** The location that shows every point (and the shopper) with the spec's padding, or the centre. */
export function mapLocation(options: Pick<MapOptions, 'points' | 'current' | 'center'>) {
  const all = [...options.points, ...(options.current ? [options.current] : [])]
  const bounds = mapBounds(all)
  if (bounds) return { bounds }
  const centre = options.center ?? { lat: 55.7558, lon: 37.6173 }
  return { center: toLngLat(centre), zoom: CITY_ZOOM }
}

function pinElement(input: {
  image: string | null
  size: { width: number; height: number }
  label: string
  anchor: 'bottom' | 'middle'
  pressed?: boolean
  onClick?: () => void
}): HTMLElement {
  const element = document.createElement(input.onClick ? 'button' : 'span')
  element.setAttribute('aria-label', input.label)
  if (!input.onClick) element.setAttribute('role', 'img')
  if (input.onClick) {
    element.setAttribute('type', 'button')
    if (input.pressed !== undefined) element.setAttribute('aria-pressed', String(input.pressed))
    element.addEventListener('click', (event) => {
      event.stopPropagation()
      input.onClick?.()
    })
  }
  element.dataset.mapPin = input.anchor === 'bottom' ? 'point' : 'mark'
  const { width, height } = input.size
  Object.assign(element.style, {
    position: 'absolute',
    left: `${-width / 2}px`,
    top: input.anchor === 'bottom' ? `${-height}px` : `${-height / 2}px`,
    width: `${width}px`,
    height: `${height}px`,
    padding: '0',
    border: '0',
    background: 'transparent',
    cursor: input.onClick ? 'pointer' : 'default',
  })
  if (input.image) {
    const img = document.createElement('img')
    img.src = input.image
    img.alt = ''
    img.width = width
    img.height = height
    img.style.display = 'block'
    element.appendChild(img)
  } else {
    // No image in the company's settings: a plain dot in the brand's colour, never an invisible pin.
    Object.assign(element.style, {
      // The map's frame sets `color` to the brand colour (maps.css.ts).
      background: 'currentColor',
      borderRadius: '50%',
      width: `${Math.min(width, height)}px`,
      height: `${Math.min(width, height)}px`,
    })
  }
  if (input.pressed) element.style.filter = 'drop-shadow(0 0 3px #000)'
  return element
}

function pointImage(pins: MapPins, point: MapPoint): string | null {
  if (point.kind === 'delivery') return pins.delivery ?? pins.outlet ?? null
  if (point.kind === 'outlet') return pins.outlet ?? null
  return pins.pickup ?? pins.outlet ?? null
}

/** Creates the map in `element` (which must have a size) and answers a handle to update or destroy it. */
export async function createMap(api: Ymaps3, element: HTMLElement, initial: MapOptions): Promise<MapHandle> {
  const { YMapClusterer, clusterByGrid } = await api.import(CLUSTERER_PACKAGE)
  let options = initial
  const map = new api.YMap(element, {
    location: mapLocation(options),
    zoomRange: MAP_ZOOM_RANGE,
  })
  map.addChild(new api.YMapDefaultSchemeLayer({}))
  map.addChild(new api.YMapDefaultFeaturesLayer({}))
  map.addChild(
    new api.YMapListener({
      layer: 'any',
      onClick: (object, event) => {
        // A click on a pin is the pin's; only a click on the map itself picks a point.
        if (object === undefined) options.onPick?.({ lat: event.coordinates[1], lon: event.coordinates[0] })
      },
    }),
  )

  const byId = (id: string) => options.points.find((p) => String(p.id) === id)
  const marker = (feature: Feature): YMapMarker => {
    const point = byId(feature.id)
    const onSelect = options.onSelect
    return new api.YMapMarker(
      { coordinates: feature.geometry.coordinates, zIndex: point?.selected ? 2 : 1 },
      pinElement({
        image: point ? pointImage(options.pins, point) : (options.pins.outlet ?? null),
        size: MAP_PIN_SIZE.pin,
        label: point?.title ?? '',
        anchor: 'bottom',
        pressed: onSelect ? Boolean(point?.selected) : undefined,
        onClick: onSelect && point ? () => onSelect(point.id) : undefined,
      }),
    )
  }
  const cluster = (coordinates: LngLat, features: Feature[]): YMapMarker => {
    const element = pinElement({
      image: options.pins.cluster ?? null,
      size: MAP_PIN_SIZE.cluster,
      label: options.texts.cluster(features.length),
      anchor: 'middle',
      // A cluster opens up: the map zooms to its points, tightly (the several-points padding would leave
      // them as close together as before).
      onClick: () => {
        const bounds = mapBounds(
          features.map((f) => ({ lon: f.geometry.coordinates[0], lat: f.geometry.coordinates[1] })),
          MAP_BOUNDS_PADDING.single,
        )
        if (bounds) map.update({ location: { bounds, duration: 300 } })
      },
    })
    const count = document.createElement('span')
    count.textContent = String(features.length)
    count.setAttribute('aria-hidden', 'true')
    Object.assign(count.style, {
      position: 'absolute',
      left: '12px',
      top: '-10px',
      font: '600 12px/1 system-ui, sans-serif',
      padding: '2px 4px',
      borderRadius: '8px',
      background: '#fff',
      color: '#111',
      boxShadow: '0 0 0 1px #0003',
    })
    element.appendChild(count)
    return new api.YMapMarker({ coordinates, zIndex: 3 }, element)
  }
  const features = (points: readonly MapPoint[]): Feature[] =>
    points.map((p) => ({
      type: 'Feature',
      id: String(p.id),
      geometry: { type: 'Point', coordinates: toLngLat(p) },
    }))

  const clusterer = new YMapClusterer({
    method: clusterByGrid({ gridSize: CLUSTER_GRID_PX }),
    features: features(options.points),
    marker,
    cluster,
  })
  map.addChild(clusterer)

  let currentPin: YMapEntity<unknown> | null = null
  const drawCurrent = () => {
    if (currentPin) map.removeChild(currentPin)
    currentPin = null
    if (!options.current) return
    currentPin = new api.YMapMarker(
      { coordinates: toLngLat(options.current), zIndex: 4 },
      pinElement({
        image: options.pins.current ?? null,
        size: MAP_PIN_SIZE.current,
        label: options.texts.current,
        anchor: 'middle',
      }),
    )
    map.addChild(currentPin)
  }
  drawCurrent()

  return {
    map,
    update(next) {
      const moved =
        next.points.length !== options.points.length ||
        next.points.some((p, i) => p.lat !== options.points[i]?.lat || p.lon !== options.points[i]?.lon) ||
        next.current?.lat !== options.current?.lat ||
        next.current?.lon !== options.current?.lon
      options = next
      clusterer.update({ features: features(next.points) })
      drawCurrent()
      // Only a different set of points moves the map: a selection keeps the shopper's view.
      if (moved) map.update({ location: mapLocation(next) })
    },
    destroy() {
      map.destroy()
    },
  }
}
