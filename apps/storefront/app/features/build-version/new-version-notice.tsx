import { Trans } from '@lingui/react/macro'
import { useLocation } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { useEffect, useRef, useState } from 'react'
import * as styles from './new-version-notice.css.ts'
import { useNewVersion } from './use-new-version.ts'

/**
 * "A new version is available — reload" (spec §9): a non-blocking notice once a deploy is noticed. The
 * shopper may reload at once or later; either way the next in-app navigation loads the new build (a full
 * page load of the address just navigated to), so nobody keeps running stale code for long.
 */
export function NewVersionNotice() {
  const available = useNewVersion()
  const [dismissed, setDismissed] = useState(false)
  const location = useLocation()
  const seenKey = useRef<string | null>(null)
  useEffect(() => {
    if (!available) return
    if (seenKey.current === null) seenKey.current = location.key
    else if (seenKey.current !== location.key) window.location.reload()
  }, [available, location.key])
  if (!available || dismissed) return null
  return (
    <div className={styles.notice} role="status">
      <p className={styles.text}>
        <Trans>A new version is available</Trans>
      </p>
      <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setDismissed(true)}>
        <Trans>Later</Trans>
      </Button>
    </div>
  )
}
