import { installServiceWorker, type WorkerScope } from './service-worker.ts'

// The worker's global scope; typed by the minimal interface the module needs (the app is compiled with DOM
// types, not WebWorker ones).
const scope = self as unknown as WorkerScope
installServiceWorker(scope, (url) =>
  fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  }),
)
