/**
 * Whether this browser can place a call from the website, and what a failed microphone request means for the
 * shopper (spec §8: "microphone denied", "call from unsupported device"). Pure over what it is given, so the
 * unit tests pass in their own "browser".
 */
export type CallProblem = 'denied' | 'unsupported' | 'failed'

export type CallEnvironment = {
  isSecureContext: boolean
  hasGetUserMedia: boolean
  hasPeerConnection: boolean
  hasWebSocket: boolean
}

export function browserCallEnvironment(): CallEnvironment {
  return {
    isSecureContext: globalThis.isSecureContext === true,
    hasGetUserMedia: typeof globalThis.navigator?.mediaDevices?.getUserMedia === 'function',
    hasPeerConnection: typeof globalThis.RTCPeerConnection === 'function',
    hasWebSocket: typeof globalThis.WebSocket === 'function',
  }
}

/** WebRTC needs a secure page, a microphone API, a peer connection and WebSockets (RFC 7118's transport). */
export function canCall(environment: CallEnvironment): boolean {
  return (
    environment.isSecureContext &&
    environment.hasGetUserMedia &&
    environment.hasPeerConnection &&
    environment.hasWebSocket
  )
}

/** A getUserMedia rejection, in the shopper's terms. */
export function microphoneProblem(error: unknown): CallProblem {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as { name: unknown }).name)
      : ''
  // Refused by the shopper, by the browser's settings or by the page's Permissions-Policy.
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError')
    return 'denied'
  // No microphone at all, or one the browser cannot use: this device cannot call.
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') {
    return 'unsupported'
  }
  return 'failed'
}
