import { useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import * as styles from './loading-bar.css.ts'
import {
  LOADING_BAR,
  type LoadingBarPhase,
  loadingBarPhaseDuration,
  nextLoadingBarPhase,
} from './loading-bar-timing.ts'

/** The top loading bar (spec §4) driven by Remix navigations; decorative, so hidden from assistive tech. */
export function LoadingBar() {
  const busy = useNavigation().state !== 'idle'
  const [phase, setPhase] = useState<LoadingBarPhase>('idle')
  useEffect(() => setPhase((current) => nextLoadingBarPhase(current, busy ? 'start' : 'stop')), [busy])
  useEffect(() => {
    const duration = loadingBarPhaseDuration(phase)
    if (duration === null) return
    const timer = setTimeout(() => setPhase((current) => nextLoadingBarPhase(current, 'tick')), duration)
    return () => clearTimeout(timer)
  }, [phase])
  const width = phase === 'running' ? '90%' : phase === 'finishing' || phase === 'hiding' ? '100%' : '0%'
  return (
    <div
      aria-hidden="true"
      className={styles.bar}
      style={{
        width,
        height: `${LOADING_BAR.heightPx}px`,
        opacity: phase === 'running' || phase === 'finishing' ? 1 : 0,
        transitionDuration: phase === 'running' ? `${LOADING_BAR.estimateMs}ms` : '200ms',
      }}
    />
  )
}
