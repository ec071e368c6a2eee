import {
  type AnalyticsCommand,
  type AnalyticsEvent,
  type AnalyticsPlan,
  type ErrorReport,
  errorCommands,
  eventCommands,
  initCommands,
  type PageView,
  pageViewCommands,
  scriptsOf,
} from './analytics.ts'

/** Where commands go: Metrika's `ym`, GTM's `dataLayer`, and a script loader. */
export type AnalyticsSink = {
  ym: (...args: unknown[]) => void
  dataLayer: { push: (entry: Record<string, unknown>) => void }
  loadScript: (src: string) => void
}

/**
 * The page's analytics: nothing happens until `start` with a plan, and after that every call is sent to the
 * planned counters. Before a start (analytics off, a bot, a local host) every call is a no-op. Starting again
 * (the shop layout mounts anew after an error or a plain page) keeps the first start.
 */
export function createTracker(makeSink: () => AnalyticsSink, now: () => number = Date.now) {
  let running: { plan: AnalyticsPlan; sink: AnalyticsSink } | null = null
  const send = (commands: (plan: AnalyticsPlan) => AnalyticsCommand[]) => {
    if (!running) return
    for (const command of commands(running.plan)) {
      if (command.to === 'ym') running.sink.ym(...command.args)
      else running.sink.dataLayer.push(command.entry)
    }
  }
  return {
    start(plan: AnalyticsPlan) {
      if (running) return
      running = { plan, sink: makeSink() }
      send((p) => initCommands(p, now()))
      for (const src of scriptsOf(plan)) running.sink.loadScript(src)
    },
    get active() {
      return running !== null
    },
    pageView: (page: PageView) => send((plan) => pageViewCommands(plan, page)),
    error: (report: ErrorReport) => send((plan) => errorCommands(plan, report)),
    event: (event: AnalyticsEvent) => send((plan) => eventCommands(plan, event)),
  }
}
export type Tracker = ReturnType<typeof createTracker>

type YmFunction = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number }
declare global {
  interface Window {
    ym?: YmFunction
    dataLayer?: Array<Record<string, unknown>>
  }
}

/** The browser's counters, as their official snippets set them up: calls queue until the scripts arrive. */
function browserSink(): AnalyticsSink {
  const queue: unknown[][] = []
  const stub: YmFunction = (...args) => queue.push(args)
  stub.a = queue
  stub.l = Date.now()
  window.ym ??= stub
  window.dataLayer ??= []
  return {
    ym: (...args) => window.ym?.(...args),
    dataLayer: { push: (entry) => window.dataLayer?.push(entry) },
    loadScript(src) {
      const script = document.createElement('script')
      script.async = true
      script.src = src
      document.head.append(script)
    },
  }
}

let pageTracker: Tracker | undefined

/** The page's tracker (browser only; on the server it is never started, so every call is a no-op). */
export function analyticsTracker(): Tracker {
  pageTracker ??= createTracker(browserSink)
  return pageTracker
}

/** §8: reports a page or API error to analytics; a no-op when analytics is off. */
export function reportError(report: ErrorReport): void {
  analyticsTracker().error(report)
}

/** Sends a named event (e.g. `checkoutStepEvent(1)`); a no-op when analytics is off. */
export function trackEvent(event: AnalyticsEvent): void {
  analyticsTracker().event(event)
}
