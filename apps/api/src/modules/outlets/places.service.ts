import type { PlaceSuggestion } from '@vitrina/api-client/schemas/outlet'
import { and, eq, isNotNull, or } from 'drizzle-orm'
import { outlets } from '../../db/schema/index.ts'
import type { Deps, Region } from '../../http/context.ts'
import { suggestAddresses } from '../address/address.service.ts'

const MAX_SUGGESTIONS = 8

const fold = (text: string) => text.trim().toLowerCase().replaceAll('ё', 'е')

/**
 * Place suggestions for the outlet search (spec §3): the malls and metro stations the company's outlets are
 * in or near (type `mall` / `metro`, with the outlet's point), then cities, streets and houses from the address
 * service (type `pin`, with the address's point). Each answers the point the finder measures distances from.
 */
export async function suggestPlaces(
  deps: Deps,
  input: { companyId: number; regions: readonly Region[]; query: string },
): Promise<PlaceSuggestion[]> {
  const query = fold(input.query)
  if (query === '') return []
  const rows = await deps.db
    .select({
      id: outlets.id,
      mall: outlets.mall,
      metro: outlets.metro,
      address: outlets.address,
      regionId: outlets.regionId,
      latitude: outlets.latitude,
      longitude: outlets.longitude,
    })
    .from(outlets)
    .where(and(eq(outlets.companyId, input.companyId), or(isNotNull(outlets.mall), isNotNull(outlets.metro))))
  const regionName = (id: number) => input.regions.find((r) => r.id === id)?.name ?? ''
  const seen = new Set<string>()
  const places: PlaceSuggestion[] = []
  const add = (place: PlaceSuggestion) => {
    if (seen.has(place.id)) return
    seen.add(place.id)
    places.push(place)
  }
  for (const row of rows) {
    if (row.mall && fold(row.mall).includes(query))
      add({
        id: `mall:${row.id}`,
        name: row.mall,
        caption: [regionName(row.regionId), row.address].filter(Boolean).join(', '),
        value: row.mall,
        type: 'mall',
        latitude: row.latitude,
        longitude: row.longitude,
      })
    if (row.metro && fold(row.metro).includes(query))
      add({
        id: `metro:${row.regionId}:${fold(row.metro)}`,
        name: row.metro,
        caption: regionName(row.regionId),
        value: row.metro,
        type: 'metro',
        latitude: row.latitude,
        longitude: row.longitude,
      })
  }
  for (const address of suggestAddresses({
    query: input.query,
    from: 'city',
    to: 'house',
    count: MAX_SUGGESTIONS,
  })) {
    const latitude = Number(address.data.geo_lat)
    const longitude = Number(address.data.geo_lon)
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue
    add({
      id: `pin:${address.data.fias_id ?? address.value}`,
      name: address.value,
      caption: [address.data.city, address.data.street].filter(Boolean).join(', '),
      value: address.value,
      type: 'pin',
      latitude,
      longitude,
    })
  }
  return places.slice(0, MAX_SUGGESTIONS)
}
