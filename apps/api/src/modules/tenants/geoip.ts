/**
 * A tiny offline IP-to-coordinates table. The real GeoIP service is out of reach on these
 * machines; private and loopback addresses are "not determined", which the storefront
 * shows as the undetermined-region message. Documentation ranges map to demo cities so
 * tests can pick a region by IP.
 */
const TABLE: { prefix: string; latitude: number; longitude: number }[] = [
  { prefix: '192.0.2.', latitude: 55.7558, longitude: 37.6173 }, // TEST-NET-1 -> Moscow
  { prefix: '198.51.100.', latitude: 59.9343, longitude: 30.3351 }, // TEST-NET-2 -> St Petersburg
  { prefix: '203.0.113.', latitude: 56.8389, longitude: 60.6057 }, // TEST-NET-3 -> Yekaterinburg
]

export function guessCoordinatesByIp(ip: string): { latitude: number; longitude: number } | null {
  const hit = TABLE.find((entry) => ip.startsWith(entry.prefix))
  return hit ? { latitude: hit.latitude, longitude: hit.longitude } : null
}
