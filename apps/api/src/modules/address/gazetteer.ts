import { createHash } from 'node:crypto'

/**
 * An offline address directory in DaData's shape. The real service is unreachable from
 * our machines; this covers the demo cities with real street geometry (each street a
 * segment between two real points, houses spread along it), so suggestions, bounds and
 * reverse geocoding behave like the real thing.
 */
type StreetSpec = { name: string; from: [number, number]; to: [number, number]; houses: number }
type CitySpec = { city: string; region: string; postal: string; streets: StreetSpec[] }

const CITIES: CitySpec[] = [
  {
    city: 'Москва',
    region: 'Москва',
    postal: '125009',
    streets: [
      { name: 'Тверская', from: [55.7562, 37.6139], to: [55.7708, 37.5958], houses: 30 },
      { name: 'Арбат', from: [55.7523, 37.5992], to: [55.7466, 37.5851], houses: 50 },
      { name: 'Пятницкая', from: [55.7447, 37.6276], to: [55.7316, 37.6287], houses: 70 },
      { name: 'Ленинский проспект', from: [55.7262, 37.6076], to: [55.6784, 37.5568], houses: 90 },
    ],
  },
  {
    city: 'Санкт-Петербург',
    region: 'Санкт-Петербург',
    postal: '191186',
    streets: [
      { name: 'Невский проспект', from: [59.9368, 30.3153], to: [59.9244, 30.3853], houses: 120 },
      { name: 'Садовая', from: [59.9399, 30.3331], to: [59.9206, 30.2914], houses: 100 },
      { name: 'Каменноостровский проспект', from: [59.9559, 30.3185], to: [59.9813, 30.2987], houses: 70 },
    ],
  },
  {
    city: 'Екатеринбург',
    region: 'Свердловская',
    postal: '620014',
    streets: [
      { name: 'Ленина', from: [56.8388, 60.5865], to: [56.8426, 60.6441], houses: 80 },
      { name: 'Малышева', from: [56.8346, 60.57], to: [56.84, 60.6451], houses: 120 },
      { name: '8 Марта', from: [56.835, 60.5996], to: [56.8007, 60.6122], houses: 190 },
    ],
  },
]

/** A stable UUID-shaped id from a name, standing in for FIAS ids. */
export function fiasId(name: string): string {
  const h = createHash('sha1').update(name).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`
}

export type AddressData = {
  postal_code: string
  country: string
  region: string
  city: string
  city_fias_id: string
  settlement: string | null
  settlement_fias_id: string | null
  street: string | null
  street_fias_id: string | null
  house: string | null
  house_fias_id: string | null
  fias_id: string
  geo_lat: string
  geo_lon: string
}
export type AddressEntry = {
  value: string
  unrestricted_value: string
  data: AddressData
  level: 'city' | 'street' | 'house'
}

function build(): AddressEntry[] {
  const entries: AddressEntry[] = []
  for (const c of CITIES) {
    const cityId = fiasId(c.city)
    const [first] = c.streets
    const base = {
      postal_code: c.postal,
      country: 'Россия',
      region: c.region,
      city: c.city,
      city_fias_id: cityId,
      settlement: null,
      settlement_fias_id: null,
    }
    const centre = first?.from ?? [0, 0]
    entries.push({
      value: `г ${c.city}`,
      unrestricted_value: `${c.postal}, г ${c.city}`,
      level: 'city',
      data: {
        ...base,
        street: null,
        street_fias_id: null,
        house: null,
        house_fias_id: null,
        fias_id: cityId,
        geo_lat: String(centre[0]),
        geo_lon: String(centre[1]),
      },
    })
    for (const s of c.streets) {
      const streetId = fiasId(`${c.city}/${s.name}`)
      const street = { ...base, street: s.name, street_fias_id: streetId }
      entries.push({
        value: `г ${c.city}, ул ${s.name}`,
        unrestricted_value: `${c.postal}, г ${c.city}, ул ${s.name}`,
        level: 'street',
        data: {
          ...street,
          house: null,
          house_fias_id: null,
          fias_id: streetId,
          geo_lat: String(s.from[0]),
          geo_lon: String(s.from[1]),
        },
      })
      for (let n = 1; n <= s.houses; n++) {
        const t = (n - 1) / Math.max(1, s.houses - 1)
        const lat = (s.from[0] + (s.to[0] - s.from[0]) * t).toFixed(6)
        const lon = (s.from[1] + (s.to[1] - s.from[1]) * t).toFixed(6)
        const houseId = fiasId(`${c.city}/${s.name}/${n}`)
        entries.push({
          value: `г ${c.city}, ул ${s.name}, д ${n}`,
          unrestricted_value: `${c.postal}, г ${c.city}, ул ${s.name}, д ${n}`,
          level: 'house',
          data: {
            ...street,
            house: String(n),
            house_fias_id: houseId,
            fias_id: houseId,
            geo_lat: lat,
            geo_lon: lon,
          },
        })
      }
    }
  }
  return entries
}

export const ADDRESSES: readonly AddressEntry[] = build()
