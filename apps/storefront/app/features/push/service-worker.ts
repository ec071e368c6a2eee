import { type PushMessage, pushMessageHref, shouldReportPushClick } from '@vitrina/domain/push'

/**
 * The storefront's service worker (served at /sw.js, scope `/`): it shows pushes and opens the right page on a
 * click. It caches nothing and has no fetch handler, so pages, the page cache and the CSP behave exactly as
 * without it. Macro-free and written against the minimal interfaces below, so the unit tests drive it with
 * fake events; `service-worker.entry.ts` installs it on the real `self`.
 */

export type NotificationLike = { data: unknown; close: () => void }
export type WindowClientLike = {
  url: string
  focus: () => Promise<unknown>
  navigate?: (url: string) => Promise<unknown>
}
export type WorkerScope = {
  location: { origin: string }
  registration: { showNotification: (title: string, options: NotificationOptions) => Promise<void> }
  clients: {
    matchAll: (options: {
      type: 'window'
      includeUncontrolled: boolean
    }) => Promise<readonly WindowClientLike[]>
    openWindow: (url: string) => Promise<unknown>
    claim: () => Promise<void>
  }
  skipWaiting: () => Promise<void>
  addEventListener: (type: string, listener: (event: never) => void) => void
}
type ExtendableEvent = { waitUntil: (promise: Promise<unknown>) => void }
type PushEventLike = ExtendableEvent & { data: { json: () => unknown } | null }
type ClickEventLike = ExtendableEvent & { notification: NotificationLike }

/** The push payload (spec §3 "Push message"); null for anything else (a payload-less or foreign push). */
export function readPushMessage(data: unknown): PushMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const { id, type, value, title, body, media } = data as Record<string, unknown>
  if (typeof type !== 'string' || typeof title !== 'string') return null
  const text = (v: unknown) => (typeof v === 'string' ? v : null)
  return {
    id: typeof id === 'number' || typeof id === 'string' ? id : null,
    type,
    value: text(value),
    title,
    body: text(body),
    media: text(media),
  }
}

/** What the notification shows; the message rides along in `data` for the click. */
export function notificationFor(message: PushMessage): { title: string; options: NotificationOptions } {
  return {
    title: message.title ?? '',
    options: {
      body: message.body ?? '',
      ...(message.media ? { image: message.media } : {}),
      icon: '/favicon.svg',
      data: message,
      // One notification per message: a repeated delivery replaces it instead of stacking.
      ...(message.id != null ? { tag: `push-${message.id}` } : {}),
    } as NotificationOptions,
  }
}

/**
 * Where a click leads (an absolute URL; a path is on this shop's origin) and where it is reported: the
 * storefront's /push/click/{id}, which forwards it to the API's `POST /api/push/{id}/click/`. Spec §5: a
 * click is reported only for a message with an id, and a LINK without a value opens nothing.
 */
export function clickPlan(
  message: PushMessage,
  origin: string,
): { open: string | null; report: string | null } {
  const href = pushMessageHref(message)
  const open = href === null ? null : new URL(href, origin).href
  const report = shouldReportPushClick(message)
    ? `${origin}/push/click/${encodeURIComponent(String(message.id))}`
    : null
  return { open, report }
}

export async function handlePush(scope: WorkerScope, event: PushEventLike): Promise<void> {
  let data: unknown = null
  try {
    data = event.data?.json() ?? null
  } catch {
    data = null
  }
  const message = readPushMessage(data)
  if (!message) return
  const { title, options } = notificationFor(message)
  await scope.registration.showNotification(title, options)
}

/** Opens (or focuses, when a tab already shows it) the message's page and reports the click. */
export async function handleNotificationClick(
  scope: WorkerScope,
  event: ClickEventLike,
  send: (url: string) => Promise<unknown>,
): Promise<void> {
  event.notification.close()
  const message = readPushMessage(event.notification.data)
  if (!message) return
  const { open, report } = clickPlan(message, scope.location.origin)
  const reporting = report ? send(report).catch(() => undefined) : Promise.resolve()
  if (open) await openPage(scope, open)
  await reporting
}

/**
 * A tab already showing the page is focused; else a tab of this shop is taken to it (the shopper's shop tab,
 * rather than one more window); else a new window opens. Focus may be refused without a user gesture: the
 * page is shown anyway.
 */
async function openPage(scope: WorkerScope, url: string): Promise<void> {
  const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const focus = (tab: WindowClientLike) => tab.focus().catch(() => undefined)
  const same = tabs.find((tab) => tab.url === url)
  if (same) {
    await focus(same)
    return
  }
  const ours = new URL(url).origin === scope.location.origin
  const shopTab = ours
    ? tabs.find((tab) => tab.navigate && new URL(tab.url).origin === scope.location.origin)
    : undefined
  const navigated = shopTab?.navigate ? await shopTab.navigate(url).catch(() => null) : null
  if (shopTab && navigated) {
    await focus(shopTab)
    return
  }
  await scope.clients.openWindow(url)
}

export function installServiceWorker(scope: WorkerScope, send: (url: string) => Promise<unknown>): void {
  // A new version takes over at once: it holds no caches that an old page could depend on.
  scope.addEventListener('install', ((event: ExtendableEvent) =>
    event.waitUntil(scope.skipWaiting())) as never)
  scope.addEventListener('activate', ((event: ExtendableEvent) =>
    event.waitUntil(scope.clients.claim())) as never)
  scope.addEventListener('push', ((event: PushEventLike) =>
    event.waitUntil(handlePush(scope, event))) as never)
  scope.addEventListener('notificationclick', ((event: ClickEventLike) =>
    event.waitUntil(handleNotificationClick(scope, event, send))) as never)
}
