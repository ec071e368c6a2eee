import { useLingui } from '@lingui/react/macro'
import type { LatLon } from '@vitrina/domain/maps'
import { Skeleton, SkeletonGroup } from '@vitrina/ui/skeleton'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useRootData } from '../../lib/root-data.ts'
import type { MapPoint, MapSettings } from './map-types.ts'
import * as styles from './maps.css.ts'
import type { MapHandle, MapOptions } from './ymaps3-map.ts'

type MapState = 'list' | 'loading' | 'ready' | 'failed'

export type MapViewProps = {
  /** The map's accessible name ("Shops on the map"). */
  label: string
  points: readonly MapPoint[]
  current?: LatLon | null
  center?: LatLon | null
  onSelect?: (id: MapPoint['id']) => void
  onPick?: (point: LatLon) => void
  /**
   * What shows instead of the map: on the server, without JavaScript, without a key, offline, or when the
   * script fails. Usually the same list the page has in its List tab; null only where the page already shows
   * the alternative next to the map (the address fields of the courier form).
   */
  fallback: ReactNode
  /** Said above the fallback when a map was wanted but could not be shown. */
  unavailableNote?: ReactNode
  /** Map settings; by default the company's (from the root loader). */
  settings?: MapSettings
  className?: string
}

/**
 * A map of points, or its list. The first render (server and hydration alike) is the fallback; only then, in
 * the browser, with map settings and a connection, the maps script and the imperative module load (a dynamic
 * import), and the map replaces the fallback once it is drawn. Any failure shows the fallback again.
 */
export function MapView(props: MapViewProps) {
  const { t } = useLingui()
  const root = useRootData()
  const settings = props.settings !== undefined ? props.settings : (root?.maps ?? null)
  const [state, setState] = useState<MapState>('list')
  const container = useRef<HTMLElement>(null)
  const handle = useRef<MapHandle | null>(null)
  const latest = useRef(props)
  latest.current = props

  const options = (): MapOptions => {
    const p = latest.current
    return {
      label: p.label,
      points: p.points,
      current: p.current ?? null,
      center: p.center ?? null,
      pins: settings?.pins ?? { outlet: null, pickup: null, cluster: null, current: null, delivery: null },
      texts: { cluster: (count) => t`${count} places here: zoom in`, current: t`You are here` },
      // Through `latest`: the map keeps the page's newest handlers without being re-created.
      onSelect: p.onSelect ? (id) => latest.current.onSelect?.(id) : undefined,
      onPick: p.onPick ? (point) => latest.current.onPick?.(point) : undefined,
    }
  }

  const scriptUrl = settings?.scriptUrl ?? null
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once per script URL; later props go through `update` below.
  useEffect(() => {
    if (!scriptUrl || !navigator.onLine) return
    let cancelled = false
    setState('loading')
    Promise.all([import('./load-ymaps3.ts'), import('./ymaps3-map.ts')])
      .then(async ([loader, module]) => {
        const api = await loader.loadYmaps3(scriptUrl)
        const element = container.current
        if (cancelled || !element) return
        handle.current = await module.createMap(api, element, options())
        if (cancelled) handle.current.destroy()
        else setState('ready')
      })
      .catch((error: unknown) => {
        console.warn('maps: the map could not be shown', error)
        if (!cancelled) setState('failed')
      })
    const offline = () => setState((now) => (now === 'ready' ? now : 'failed'))
    window.addEventListener('offline', offline)
    return () => {
      cancelled = true
      window.removeEventListener('offline', offline)
      handle.current?.destroy()
      handle.current = null
    }
  }, [scriptUrl])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `options()` reads the newest props through `latest`.
  useEffect(() => {
    if (state === 'ready') handle.current?.update(options())
  }, [state, props.points, props.current, props.center])

  const showMap = state === 'loading' || state === 'ready'
  return (
    <div className={props.className}>
      {state === 'failed' && props.unavailableNote ? (
        <p className={styles.note}>{props.unavailableNote}</p>
      ) : null}
      {showMap ? null : props.fallback}
      {showMap ? (
        <div className={styles.frame} data-map-state={state}>
          {/* The map draws into this box; it has its size before the script runs, so nothing jumps. */}
          <section ref={container} className={styles.canvas} aria-label={props.label} />
          {state === 'loading' ? (
            <div className={styles.loading}>
              <SkeletonGroup label={t`Loading the map`}>
                <Skeleton height="100%" />
              </SkeletonGroup>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
