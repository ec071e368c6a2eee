import { useLocation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { keepClientIdCookie, pollClientId } from '../attribution/client-id.ts'
import type { AnalyticsSettings } from '../layout/frame-settings.ts'
import { analyticsPlan } from './analytics.ts'
import { analyticsTracker } from './tracker.ts'
import { browserVisitor } from './visitor.ts'

/**
 * Loads the company's counters after hydration when the rules allow (spec §7) and reports a page view on each
 * navigation. Renders nothing: no script tag is in the server HTML, and none is added for bots, local hosts,
 * non-production deployments or plain pages (this lives in the shop layout; the empty layout has none).
 */
export function Analytics({ settings }: { settings: AnalyticsSettings | null }) {
  const [active, setActive] = useState(false)
  const location = useLocation()
  const lastUrl = useRef(typeof document === 'undefined' ? '' : document.referrer)
  const { ym = null, gtm = null, environment = '' } = settings ?? {}

  useEffect(() => {
    const plan = analyticsPlan(ym || gtm ? { ym, gtm, environment } : null, browserVisitor(), false)
    if (!plan) return
    analyticsTracker().start(plan)
    setActive(true)
    // Attribution: the counter's client id, asked about every second until Metrika knows it.
    const counter = plan.ym
    if (!counter) return
    return pollClientId((answer) => window.ym?.(Number(counter), 'getClientID', answer), keepClientIdCookie)
  }, [ym, gtm, environment])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page view per path or query change.
  useEffect(() => {
    if (!active) return
    const url = window.location.href
    analyticsTracker().pageView({ url, title: document.title, referrer: lastUrl.current })
    lastUrl.current = url
  }, [active, location.pathname, location.search])

  return null
}
