import { type NotificationPermissionState, shouldOfferPushPermission } from '@vitrina/domain/push-permission'

/**
 * The browser side of web push (spec §4), macro-free: feature detection, the 3-day "not now" cookie, the
 * service worker, the subscription and its registration with the storefront (POST /push/device, which talks
 * to the API; the device cookies are HttpOnly). Loaded lazily after hydration (push-offer.tsx).
 */

/** Spec §9: push cancel suppression, a cookie the page itself sets (it holds only a time). */
export const PUSH_CANCEL_COOKIE = 'push_cancelled_at'
const REGISTERED_KEY = 'vitrina:push-registered'

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator &&
    window.isSecureContext
  )
}

export function readCancelledAt(cookie: string): number | null {
  const match = new RegExp(`(?:^|;\\s*)${PUSH_CANCEL_COOKIE}=(\\d{1,15})`).exec(cookie)
  return match?.[1] ? Number(match[1]) : null
}

/** Whether to offer the dialog now (the domain rule, with this browser's facts). */
export function shouldOffer(now = Date.now()): boolean {
  if (!pushSupported()) return false
  return shouldOfferPushPermission({
    supported: true,
    permission: Notification.permission as NotificationPermissionState,
    cancelledAt: readCancelledAt(document.cookie),
    now,
  })
}

/** "Not now": the dialog stays away for 3 days (the cookie expires with the suppression). */
export function rememberCancel(now = Date.now()): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and a number; the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${PUSH_CANCEL_COOKIE}=${now}; Path=/; Max-Age=${3 * 24 * 3600}; SameSite=Lax${secure}`
}

/** The VAPID key as the Push API wants it (bytes of the base64url text). */
export function applicationServerKey(base64url: string): Uint8Array {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

async function subscription(vapidKey: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  await navigator.serviceWorker.ready
  const existing = await registration.pushManager.getSubscription()
  if (existing) return existing
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(vapidKey) as BufferSource,
  })
}

/**
 * Registers this browser's subscription with the shop. Posted once per tab session and token: the server
 * compares it with the cookie anyway, this only spares a request per page.
 */
export async function registerSubscription(vapidKey: string): Promise<boolean> {
  const current = (await subscription(vapidKey)).toJSON()
  const marker = `${current.endpoint}`
  if (sessionStorage.getItem(REGISTERED_KEY) === marker) return true
  const response = await fetch('/push/device', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ subscription: current }),
  })
  if (!response.ok) throw new Error(`push device registration answered ${response.status}`)
  sessionStorage.setItem(REGISTERED_KEY, marker)
  return true
}

/** Subscribe: the browser's prompt, then (on grant) the subscription is registered. Answers the permission. */
export async function subscribe(vapidKey: string): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission()
  if (permission === 'granted') await registerSubscription(vapidKey)
  return permission
}
