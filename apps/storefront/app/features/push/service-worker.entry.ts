import {
  handleNotificationClick,
  handlePush,
  installServiceWorker,
  type WorkerScope,
} from './service-worker.ts'

// The worker's global scope; typed by the minimal interface the module needs (the app is compiled with DOM
// types, not WebWorker ones).
const scope = self as unknown as WorkerScope
const report = (url: string) =>
  fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
installServiceWorker(scope, report)

/**
 * The handlers, also reachable as `vitrinaServiceWorker.onPush` / `.onNotificationClick` on the worker's
 * global (the bundle's name): an e2e test drives them with the real payload it received, because a headless
 * browser has no push service and no notification to click (e2e/specs/push.spec.ts, features/push/README.md).
 */
export const onPush = (event: Parameters<typeof handlePush>[1]) => handlePush(scope, event)
export const onNotificationClick = (event: Parameters<typeof handleNotificationClick>[1]) =>
  handleNotificationClick(scope, event, report)
