import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'

/**
 * The frame's parts that render nothing on the server and only start after hydration (popups, analytics, cart sync): their
 * code is fetched then, not before hydration, so it does not weigh on the page's first load (issue 18 budgets).
 */
export const LazyPopups = lazy(() => import('../popups/popups.tsx').then((m) => ({ default: m.Popups })))
export const LazyAnalytics = lazy(() =>
  import('../analytics/analytics-scripts.tsx').then((m) => ({ default: m.Analytics })),
)
/** Keeps the header's cart count in step with other tabs; nothing to show, so nothing to hydrate. */
export const LazyCartSync = lazy(() => import('../cart/cart-sync.tsx').then((m) => ({ default: m.CartSync })))

/** Renders its children once the page has hydrated (never in the server HTML, so hydration cannot mismatch). */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null
}
