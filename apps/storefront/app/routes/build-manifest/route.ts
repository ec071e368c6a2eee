import { BUILD_ID } from '../../lib/build-id.ts'

/**
 * `/builds/latest.json` (spec §9): the id of the build this server runs, polled by open tabs to notice a
 * deploy. Never cached: a stale answer would hide the new version.
 */
export function loader() {
  return Response.json({ id: BUILD_ID }, { headers: { 'Cache-Control': 'no-store' } })
}
