import { useEffect, useRef, useState } from 'react'
import { BUILD_ID } from '../../lib/build-id.ts'
import {
  BUILD_MANIFEST_PATH,
  isNewBuild,
  POLL_INTERVAL_MS,
  parseBuildManifest,
  shouldCheckVersion,
} from './version-check.ts'

/**
 * Whether a newer build than this page's is deployed: asks `/builds/latest.json` every few minutes and when
 * the shopper comes back to the tab (the rules are in `version-check.ts`). A failed request is no news.
 */
export function useNewVersion(): boolean {
  const [available, setAvailable] = useState(false)
  const known = useRef(false)
  // The page was just served by the running build: the first question waits for the interval or a focus.
  const lastCheckedAt = useRef<number | null>(null)
  useEffect(() => {
    lastCheckedAt.current = Date.now()
    let cancelled = false
    const check = async (reason: 'interval' | 'focus') => {
      const now = Date.now()
      const hidden = document.visibilityState === 'hidden'
      if (
        !shouldCheckVersion({
          reason,
          now,
          lastCheckedAt: lastCheckedAt.current,
          hidden,
          updateKnown: known.current,
        })
      )
        return
      lastCheckedAt.current = now
      try {
        const response = await fetch(BUILD_MANIFEST_PATH, { cache: 'no-store' })
        const latest = parseBuildManifest(response.ok ? await response.json() : null)
        if (!cancelled && isNewBuild(BUILD_ID, latest)) {
          known.current = true
          setAvailable(true)
        }
      } catch {
        // Offline or mid-deploy: ask again later.
      }
    }
    const onTick = () => void check('interval')
    const onFocus = () => void check('focus')
    const onVisibility = () => {
      if (document.visibilityState === 'visible') onFocus()
    }
    const timer = window.setInterval(onTick, POLL_INTERVAL_MS)
    window.addEventListener('focus', onFocus)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      cancelled = true
      window.clearInterval(timer)
      window.removeEventListener('focus', onFocus)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [])
  return available
}
