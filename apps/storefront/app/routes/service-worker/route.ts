import script from 'virtual:vitrina-service-worker'

/**
 * GET /sw.js: the push service worker (see features/push/service-worker.ts), at the root so its scope is `/`.
 * Revalidated on every check, so a deploy's new worker replaces the old one at the next page load.
 */
export const loader = () =>
  new Response(script, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    },
  })
