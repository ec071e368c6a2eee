import { Trans, useLingui } from '@lingui/react/macro'
import { useSubmit } from '@remix-run/react'
import { nearestRegion } from '@vitrina/domain/regions'
import { Button } from '@vitrina/ui/button'
import { useEffect, useState } from 'react'
import * as styles from './region.css.ts'

type RegionPoint = { slug: string; name: string; latitude: number; longitude: number }

// Spec §7: browser geolocation with high accuracy and a 5000 ms timeout.
const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 }

/**
 * "Find my city": the browser's position, then the nearest region by the domain rule. Rendered only once
 * JavaScript runs (there is no position without it); errors are shown, never thrown.
 */
export function FindMyCity({ regions, returnTo }: { regions: RegionPoint[]; returnTo: string }) {
  const { t } = useLingui()
  const submit = useSubmit()
  const [ready, setReady] = useState(false)
  const [status, setStatus] = useState<'idle' | 'locating' | 'denied' | 'failed'>('idle')
  useEffect(() => setReady('geolocation' in navigator), [])
  if (!ready) return null
  const locate = () => {
    setStatus('locating')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const region = nearestRegion(regions, { latitude: coords.latitude, longitude: coords.longitude })
        if (region) submit({ region: region.slug, returnTo }, { method: 'post' })
        else setStatus('failed')
      },
      (error) => {
        console.warn('geolocation failed', error.code, error.message)
        setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed')
      },
      GEOLOCATION_OPTIONS,
    )
  }
  return (
    <div className={styles.locate}>
      <Button variant="secondary" onClick={locate} pending={status === 'locating'}>
        <Trans>Find my city</Trans>
      </Button>
      <p aria-live="polite">
        {status === 'locating' ? t`Locating…` : null}
        {status === 'denied' ? t`Geolocation is denied. Choose your city from the list.` : null}
        {status === 'failed'
          ? t`Geolocation could not determine the address. Choose your city from the list.`
          : null}
      </p>
    </div>
  )
}
