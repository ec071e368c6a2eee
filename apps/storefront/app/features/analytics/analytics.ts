import { isRouteErrorResponse } from '@remix-run/react'
import {
  ANALYTICS_CURRENCY,
  CHECKOUT_STEP_EVENTS,
  type CheckoutStep,
  shouldSendAnalytics,
} from '@vitrina/domain/marketing'
import type { AnalyticsSettings } from '../layout/frame-settings.ts'
import { isRealVisitor, type Visitor } from './visitor.ts'

/**
 * Web analytics (spec §3, §7, §8): Yandex Metrika and/or Google Tag Manager, by the company's `web_analytics`
 * ids. Everything here is pure: what to load and which commands to send. `tracker.ts` runs them.
 */

/** The counters to run on this page; null means no analytics at all (no script, no commands). */
export type AnalyticsPlan = { ym: string | null; gtm: string | null }

export const YM_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js'
export const gtmScript = (id: string) =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`

// The ids become script URLs and function arguments: only their real shapes are accepted.
const YM_ID = /^\d{1,12}$/
const GTM_ID = /^GTM-[A-Z\d]{1,16}$/i

/**
 * Whether and what to load (§7): a configured, well-formed id, and the domain rule (a production deployment,
 * not a local host, not a plain page, not a bot) with the visitor as the browser reports it; an automated
 * browser counts as a bot.
 */
export function analyticsPlan(
  settings: AnalyticsSettings | null,
  visitor: Visitor,
  isPlainPage: boolean,
): AnalyticsPlan | null {
  if (!settings || !isRealVisitor(visitor)) return null
  const allowed = shouldSendAnalytics({
    userAgent: visitor.userAgent,
    hostname: visitor.hostname,
    environment: settings.environment,
    isPlainPage,
  })
  const ym = settings.ym && YM_ID.test(settings.ym) ? settings.ym : null
  const gtm = settings.gtm && GTM_ID.test(settings.gtm) ? settings.gtm : null
  return allowed && (ym || gtm) ? { ym, gtm } : null
}

/** One call to a counter: `ym(...args)` or `dataLayer.push(entry)`. */
export type AnalyticsCommand = { to: 'ym'; args: unknown[] } | { to: 'gtm'; entry: Record<string, unknown> }

export function scriptsOf(plan: AnalyticsPlan): string[] {
  return [plan.ym ? YM_SCRIPT : null, plan.gtm ? gtmScript(plan.gtm) : null].filter((src) => src !== null)
}

/**
 * Counter start-up. Metrika is deferred (`defer: true`): it sends no hit by itself, the storefront reports
 * every page view, the first one included, so in-app navigations count the same as full loads.
 */
export function initCommands(plan: AnalyticsPlan, now: number): AnalyticsCommand[] {
  return commands(
    plan,
    (id) => [
      id,
      'init',
      { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: false },
    ],
    { 'gtm.start': now, event: 'gtm.js' },
  )
}

export type PageView = { url: string; title: string; referrer: string }

export function pageViewCommands(plan: AnalyticsPlan, page: PageView): AnalyticsCommand[] {
  return commands(plan, (id) => [id, 'hit', page.url, { title: page.title, referer: page.referrer }], {
    event: 'page_view',
    page_location: page.url,
    page_title: page.title,
    page_referrer: page.referrer,
  })
}

/** §8: a page or API error with its status, message and url. */
export type ErrorReport = { source: 'page' | 'api'; status: number; message: string; url: string }

const MESSAGE_MAX_LENGTH = 300

/** The report of an error caught by an error boundary (thrown responses keep their status; others are 500). */
export function errorReport(error: unknown, url: string): ErrorReport {
  if (isRouteErrorResponse(error)) {
    const text = error.statusText || (typeof error.data === 'string' ? error.data : '')
    return { source: 'page', status: error.status, message: clip(text || `HTTP ${error.status}`), url }
  }
  const status = hasStatus(error) ? error.status : 500
  const message = error instanceof Error ? error.message : String(error)
  return { source: 'page', status, message: clip(message || 'Unknown error'), url }
}

/** The report of a failed API call made from the browser (a fetcher or a client request). */
export function apiErrorReport(status: number, message: string, url: string): ErrorReport {
  return { source: 'api', status, message: clip(message || `HTTP ${status}`), url }
}

/** Errors go to Metrika as goals `page_error`/`api_error` with parameters, and to GTM as events. */
export function errorCommands(plan: AnalyticsPlan, report: ErrorReport): AnalyticsCommand[] {
  const name = `${report.source}_error`
  const params = { status: report.status, message: report.message, url: report.url }
  return commands(plan, (id) => [id, 'reachGoal', name, params], {
    event: name,
    error_status: report.status,
    error_message: report.message,
    error_url: report.url,
  })
}

export type AnalyticsEvent = { name: string; params?: Record<string, unknown> }

export function eventCommands(plan: AnalyticsPlan, event: AnalyticsEvent): AnalyticsCommand[] {
  return commands(plan, (id) => [id, 'reachGoal', event.name, event.params ?? {}], {
    event: event.name,
    ...event.params,
  })
}

/** §7: a checkout step event has its fixed name; amounts are reported in roubles whatever the shop shows. */
export function checkoutStepEvent(step: CheckoutStep, value?: number): AnalyticsEvent {
  const params: Record<string, unknown> = { currency: ANALYTICS_CURRENCY }
  if (value !== undefined) params.value = value
  return { name: CHECKOUT_STEP_EVENTS[step], params }
}

function commands(
  plan: AnalyticsPlan,
  ym: (id: number) => unknown[],
  gtm: Record<string, unknown>,
): AnalyticsCommand[] {
  const list: AnalyticsCommand[] = []
  if (plan.ym) list.push({ to: 'ym', args: ym(Number(plan.ym)) })
  if (plan.gtm) list.push({ to: 'gtm', entry: gtm })
  return list
}

function hasStatus(error: unknown): error is { status: number } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number' &&
    Number.isInteger(error.status) &&
    error.status >= 400 &&
    error.status <= 599
  )
}

function clip(text: string): string {
  return text.length > MESSAGE_MAX_LENGTH ? `${text.slice(0, MESSAGE_MAX_LENGTH - 1)}…` : text
}
