import webpush from 'web-push'

/** The browser's PushSubscription as `JSON.stringify(subscription)` gives it (stored as the registration id). */
export type WebPushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } }

export type PushDelivery =
  | { outcome: 'sent' }
  /** The push service no longer knows the subscription (404/410): never try this device again. */
  | { outcome: 'gone'; status: number }
  | { outcome: 'failed'; reason: string }

/** Delivers one encrypted push; the outbox decides what and when, this only talks to the push service. */
export interface PushSender {
  readonly publicKey: string
  send(subscription: WebPushSubscription, payload: string): Promise<PushDelivery>
}

export type VapidKeys = { publicKey: string; privateKey: string; subject: string }

/**
 * The standard Web Push protocol (RFC 8030/8291/8292) through the `web-push` library: it signs the VAPID JWT and
 * encrypts the payload (aes128gcm). Its own transport always speaks HTTPS, so the request it prepares is sent
 * with fetch instead: real push services (FCM, Mozilla, Apple) are HTTPS anyway, and outside production a local
 * stand-in may listen on plain HTTP (`allowHttp`).
 */
export class WebPushSender implements PushSender {
  readonly publicKey: string
  constructor(
    private readonly vapid: VapidKeys,
    private readonly options: { allowHttp: boolean; timeoutMs?: number } = { allowHttp: false },
  ) {
    this.publicKey = vapid.publicKey
  }

  async send(subscription: WebPushSubscription, payload: string): Promise<PushDelivery> {
    let endpoint: URL
    try {
      endpoint = new URL(subscription.endpoint)
    } catch {
      return { outcome: 'gone', status: 0 }
    }
    if (endpoint.protocol !== 'https:' && !(this.options.allowHttp && endpoint.protocol === 'http:'))
      return { outcome: 'gone', status: 0 }
    let details: ReturnType<typeof webpush.generateRequestDetails>
    try {
      details = webpush.generateRequestDetails(subscription, payload, {
        vapidDetails: this.vapid,
        contentEncoding: 'aes128gcm',
        // A day: an order update older than that is stale news.
        TTL: 86_400,
        urgency: 'normal',
      })
    } catch {
      // Malformed keys in a stored subscription: the browser handed us garbage, it will not get better.
      return { outcome: 'gone', status: 0 }
    }
    try {
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ?? null,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      })
      await response.arrayBuffer().catch(() => undefined)
      if (response.status === 404 || response.status === 410)
        return { outcome: 'gone', status: response.status }
      if (response.status >= 200 && response.status < 300) return { outcome: 'sent' }
      return { outcome: 'failed', reason: `push service answered ${response.status}` }
    } catch (error) {
      return { outcome: 'failed', reason: error instanceof Error ? error.message : String(error) }
    }
  }
}

/** Parses a stored registration id; null when it is not a Web Push subscription (e.g. a bare FCM token). */
export function parseSubscription(registrationId: string): WebPushSubscription | null {
  let value: unknown
  try {
    value = JSON.parse(registrationId)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } }
  if (typeof endpoint !== 'string' || typeof keys?.p256dh !== 'string' || typeof keys.auth !== 'string')
    return null
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }
}
