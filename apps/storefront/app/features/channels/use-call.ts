import { isCallTime } from '@vitrina/domain/call-schedule'
import { useCallback, useEffect, useRef, useState } from 'react'
import { browserCallEnvironment, canCall } from './call-support.ts'
import type { CallSettings } from './channel-settings.ts'
import type { CallHandle, CallState } from './sip-call.ts'

/**
 * What the call screen can offer on this device now: decided in the browser after hydration (the server
 * renders the phone number for everyone, so the page stays cacheable and works without JavaScript).
 * 'pending' until then; 'phone' without SIP settings; 'closed' outside the schedule; 'unsupported' when the
 * browser cannot place WebRTC calls; 'ready' otherwise.
 */
export type CallAvailability = 'pending' | 'phone' | 'closed' | 'unsupported' | 'ready'

export function useCall(call: CallSettings) {
  const [availability, setAvailability] = useState<CallAvailability>('pending')
  const [state, setState] = useState<CallState | null>(null)
  const handle = useRef<CallHandle | null>(null)
  useEffect(() => {
    if (!call.sip) setAvailability('phone')
    else if (!isCallTime(call.schedule, new Date(), call.timeZone)) setAvailability('closed')
    else setAvailability(canCall(browserCallEnvironment()) ? 'ready' : 'unsupported')
  }, [call])
  useEffect(() => () => handle.current?.hangUp(), [])
  const start = useCallback(async () => {
    if (!call.sip) return
    setState({ kind: 'microphone' })
    try {
      // JsSIP and the call code are fetched here, on the shopper's click, never with the page.
      const { startCall } = await import('./sip-call.ts')
      handle.current = await startCall(call.sip, setState)
    } catch {
      setState({ kind: 'problem', problem: 'failed' })
    }
  }, [call])
  const hangUp = useCallback(() => handle.current?.hangUp(), [])
  return { availability, state, start, hangUp }
}
