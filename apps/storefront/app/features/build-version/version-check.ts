import * as v from 'valibot'

/**
 * When the browser asks whether a new build is deployed (spec §9: "A build manifest… GET builds/latest.json
 * is polled"), and what it makes of the answer. Pure: the hook supplies the clock and the fetch.
 */

/** How often an open tab asks: a deploy is noticed within minutes without loading the server. */
export const POLL_INTERVAL_MS = 5 * 60_000
/** Coming back to the tab asks at once, but not more than once a minute (tab switching is frequent). */
export const FOCUS_MIN_GAP_MS = 60_000
export const BUILD_MANIFEST_PATH = '/builds/latest.json'

const Manifest = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) })

/** The build id of a `/builds/latest.json` answer, or null for anything else (an error page, a proxy's HTML). */
export function parseBuildManifest(body: unknown): string | null {
  const parsed = v.safeParse(Manifest, body)
  return parsed.success ? parsed.output.id : null
}

/**
 * Whether to ask now. Never while the tab is hidden (nobody sees a notice, and the next focus asks anyway),
 * never again once a new version is known; a timer tick asks every interval, a focus after the minimum gap.
 */
export function shouldCheckVersion(input: {
  reason: 'interval' | 'focus'
  now: number
  lastCheckedAt: number | null
  hidden: boolean
  updateKnown: boolean
}): boolean {
  if (input.hidden || input.updateKnown) return false
  if (input.lastCheckedAt === null) return true
  const gap = input.reason === 'focus' ? FOCUS_MIN_GAP_MS : POLL_INTERVAL_MS
  return input.now - input.lastCheckedAt >= gap
}

/**
 * Whether the deployed build differs from the running one. An unreadable answer is no news, and a page
 * running outside a real build ('dev') never nags.
 */
export function isNewBuild(running: string, latest: string | null): boolean {
  return running !== 'dev' && latest !== null && latest !== running
}
