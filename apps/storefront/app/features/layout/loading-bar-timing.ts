/** Loading bar timings of spec §4. */
export const LOADING_BAR = {
  throttleMs: 200,
  estimateMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 2,
} as const

export type LoadingBarPhase = 'idle' | 'waiting' | 'running' | 'finishing' | 'hiding'

/**
 * The bar's next phase when loading starts or stops: a load shorter than the throttle never shows the bar;
 * a finished load fills it, hides it after the hide delay, then resets it after the reset delay.
 */
export function nextLoadingBarPhase(
  phase: LoadingBarPhase,
  event: 'start' | 'stop' | 'tick',
): LoadingBarPhase {
  if (event === 'start') return phase === 'running' || phase === 'finishing' ? 'running' : 'waiting'
  if (event === 'stop') return phase === 'running' ? 'finishing' : phase === 'waiting' ? 'idle' : phase
  // tick: the timer of the current phase ran out
  const after: Record<LoadingBarPhase, LoadingBarPhase> = {
    idle: 'idle',
    waiting: 'running',
    running: 'running',
    finishing: 'hiding',
    hiding: 'idle',
  }
  return after[phase]
}

/** How long the current phase lasts before its tick; null when it waits for an event. */
export function loadingBarPhaseDuration(phase: LoadingBarPhase): number | null {
  if (phase === 'waiting') return LOADING_BAR.throttleMs
  if (phase === 'finishing') return LOADING_BAR.hideDelayMs
  if (phase === 'hiding') return LOADING_BAR.resetDelayMs
  return null
}
