import { browserCallEnvironment, type CallProblem, canCall, microphoneProblem } from './call-support.ts'
import type { SipSettings } from './channel-settings.ts'

/**
 * A call from the website: SIP over WebSocket (RFC 7118) with JsSIP, loaded by the call button only (never
 * on first load). The microphone is asked for first, by us, so a refusal reads "microphone denied" rather than
 * a SIP failure; then the web caller registers, INVITEs the shop, and the call runs until either side hangs up.
 */
export type CallState =
  | { kind: 'microphone' }
  | { kind: 'connecting' }
  | { kind: 'ringing' }
  | { kind: 'in-call' }
  | { kind: 'ended' }
  | { kind: 'problem'; problem: CallProblem }

export type CallHandle = { hangUp: () => void }

type JsSipModule = typeof import('jssip')

/** The WebSocket URL: absolute as configured, or a path on the shop's host (ws: or wss: like the page). */
export function sipSocketUrl(wsUrl: string, page: { protocol: string; host: string }): string {
  if (/^wss?:\/\//i.test(wsUrl)) return wsUrl
  const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${page.host}${wsUrl.startsWith('/') ? '' : '/'}${wsUrl}`
}

async function loadJsSip(): Promise<JsSipModule> {
  const module = (await import('jssip')) as JsSipModule & { default?: JsSipModule }
  // CommonJS through the bundler: the namespace or its default, depending on the build.
  return module.UA ? module : (module.default ?? module)
}

export async function startCall(
  sip: SipSettings,
  onState: (state: CallState) => void,
): Promise<CallHandle | null> {
  if (!canCall(browserCallEnvironment())) {
    onState({ kind: 'problem', problem: 'unsupported' })
    return null
  }
  onState({ kind: 'microphone' })
  let stream: MediaStream
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: false })
  } catch (error) {
    onState({ kind: 'problem', problem: microphoneProblem(error) })
    return null
  }
  const stop = () => {
    for (const track of stream.getTracks()) track.stop()
  }
  onState({ kind: 'connecting' })
  let JsSIP: JsSipModule
  try {
    JsSIP = await loadJsSip()
  } catch {
    stop()
    onState({ kind: 'problem', problem: 'failed' })
    return null
  }
  const socket = new JsSIP.WebSocketInterface(sipSocketUrl(sip.wsUrl, location))
  const ua = new JsSIP.UA({
    sockets: [socket],
    uri: sip.uri,
    ...(sip.password ? { password: sip.password } : {}),
    ...(sip.displayName ? { display_name: sip.displayName } : {}),
    register: true,
    // One attempt: a shopper waiting on a dead PBX is told so, not left watching reconnects.
    connection_recovery_max_interval: 2,
    connection_recovery_min_interval: 2,
  })
  let finished = false
  const finish = (state: CallState) => {
    if (finished) return
    finished = true
    stop()
    ua.stop()
    onState(state)
  }
  let session: ReturnType<typeof ua.call> | null = null
  ua.on('registered', () => {
    session = ua.call(sip.target, {
      mediaStream: stream,
      pcConfig: { iceServers: [] },
      eventHandlers: {
        progress: () => onState({ kind: 'ringing' }),
        confirmed: () => onState({ kind: 'in-call' }),
        ended: () => finish({ kind: 'ended' }),
        failed: (event) =>
          finish(
            event.originator === 'local' && event.cause === JsSIP.C.causes.CANCELED
              ? { kind: 'ended' }
              : { kind: 'problem', problem: 'failed' },
          ),
      },
    })
  })
  ua.on('registrationFailed', () => finish({ kind: 'problem', problem: 'failed' }))
  ua.on('disconnected', () => {
    if (!session) finish({ kind: 'problem', problem: 'failed' })
  })
  ua.start()
  return {
    hangUp: () => {
      if (session && !session.isEnded()) session.terminate()
      else finish({ kind: 'ended' })
    },
  }
}
