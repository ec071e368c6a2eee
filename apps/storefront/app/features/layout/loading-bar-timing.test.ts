import { expect, test } from 'vitest'
import { type LoadingBarPhase, loadingBarPhaseDuration, nextLoadingBarPhase } from './loading-bar-timing.ts'

test('a load shorter than the 200 ms throttle never shows the bar', () => {
  const waiting = nextLoadingBarPhase('idle', 'start')
  expect(waiting).toBe('waiting')
  expect(loadingBarPhaseDuration(waiting)).toBe(200)
  expect(nextLoadingBarPhase(waiting, 'stop')).toBe('idle')
})

test('a long load shows, fills, hides after 500 ms and resets after 400 ms', () => {
  let phase: LoadingBarPhase = nextLoadingBarPhase('idle', 'start')
  phase = nextLoadingBarPhase(phase, 'tick')
  expect(phase).toBe('running')
  expect(loadingBarPhaseDuration(phase)).toBeNull()
  phase = nextLoadingBarPhase(phase, 'stop')
  expect(phase).toBe('finishing')
  expect(loadingBarPhaseDuration(phase)).toBe(500)
  phase = nextLoadingBarPhase(phase, 'tick')
  expect(phase).toBe('hiding')
  expect(loadingBarPhaseDuration(phase)).toBe(400)
  expect(nextLoadingBarPhase(phase, 'tick')).toBe('idle')
})

test('a new load while finishing keeps the bar running', () => {
  expect(nextLoadingBarPhase('finishing', 'start')).toBe('running')
  expect(nextLoadingBarPhase('hiding', 'start')).toBe('waiting')
  expect(nextLoadingBarPhase('idle', 'stop')).toBe('idle')
  expect(nextLoadingBarPhase('idle', 'tick')).toBe('idle')
})
