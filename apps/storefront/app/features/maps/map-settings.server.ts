import { mapScriptUrl } from '@vitrina/domain/maps'
import { mediaUrl } from '../catalog/home-blocks.ts'
import type { MapPins, MapSettings } from './map-types.ts'

/** A setting's text, or null when it is missing, blank or not text. */
function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}
function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/**
 * Map settings for a page's loader: the script URL with the key and language (null without a URL or a key),
 * and the pins resolved against the API's media host. The key travels to the browser in the script URL
 * either way, exactly as Yandex's own loader snippet does: it is a browser key, restricted by referrer.
 */
export function mapSettings(company: Record<string, unknown>, apiBaseUrl: string): MapSettings {
  // Spec §3 `yandex_maps_url`, `language`, `images.map_pins`, plus `yandex_maps_key` for a tenant that keeps
  // its key out of the URL. Read leniently: a malformed value is "no map" (or no pin), never a broken page.
  const scriptUrl = mapScriptUrl({
    url: text(company.yandex_maps_url),
    key: text(company.yandex_maps_key),
    language: text(company.language),
  })
  if (!scriptUrl) return null
  const pins = record(record(company.images).map_pins)
  const image = (value: unknown) => mediaUrl(text(value), apiBaseUrl)
  const resolved: MapPins = {
    outlet: image(pins.outlet),
    pickup: image(pins.cdek) ?? image(pins.outlet),
    cluster: image(pins.outlet_cluster) ?? image(pins.cluster),
    current: image(pins.current),
    delivery: image(pins.delivery),
  }
  return { scriptUrl, pins: resolved }
}
