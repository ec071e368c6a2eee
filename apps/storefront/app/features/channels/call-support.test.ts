import { expect, test } from 'vitest'
import { canCall, microphoneProblem } from './call-support.ts'

const full = { isSecureContext: true, hasGetUserMedia: true, hasPeerConnection: true, hasWebSocket: true }

test('a call needs a secure page, a microphone API, WebRTC and WebSockets', () => {
  expect(canCall(full)).toBe(true)
  for (const missing of Object.keys(full) as (keyof typeof full)[]) {
    expect(canCall({ ...full, [missing]: false }), missing).toBe(false)
  }
})

test('microphone refusals read as "denied", a device without one as "unsupported"', () => {
  const named = (name: string) => Object.assign(new Error(name), { name })
  expect(microphoneProblem(named('NotAllowedError'))).toBe('denied')
  expect(microphoneProblem(named('SecurityError'))).toBe('denied')
  expect(microphoneProblem({ name: 'PermissionDeniedError' })).toBe('denied')
  expect(microphoneProblem(named('NotFoundError'))).toBe('unsupported')
  expect(microphoneProblem(named('NotReadableError'))).toBe('unsupported')
  expect(microphoneProblem(named('AbortError'))).toBe('failed')
  expect(microphoneProblem('nope')).toBe('failed')
})
