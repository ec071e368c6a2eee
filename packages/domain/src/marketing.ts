/**
 * Marketing parameters and web-analytics rules (spec §3). The storefront remembers where a visitor came from
 * (UTM tags, Yandex Direct's yclid, the analytics client id) and sends it with the order, so an order can be
 * attributed to its campaign even when it is placed days after the first visit.
 */

/** §3: the marketing parameters kept on the client, in the order the API lists them. */
export const MARKETING_KEYS = [
  'client_id',
  'yclid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const
export type MarketingKey = (typeof MARKETING_KEYS)[number]
export type MarketingParams = { [K in MarketingKey]?: string }

/**
 * Each value is cut to 200 characters: real UTM tags and ids are far shorter, and the cap keeps a crafted
 * link from filling the cookie or the order with junk.
 */
export const MARKETING_VALUE_MAX_LENGTH = 200

/** §3: analytics revenue is always reported in roubles, whatever currency the shop shows. */
export const ANALYTICS_CURRENCY = 'RUB'

/**
 * §3: fixed event names for the three checkout steps (1: contacts, 2: delivery, 3: payment). Each step is its
 * own event so that a funnel goal can be set up per step in the analytics console without parameters.
 */
export const CHECKOUT_STEP_EVENTS = {
  1: 'checkout_step_1',
  2: 'checkout_step_2',
  3: 'checkout_step_3',
} as const
export type CheckoutStep = keyof typeof CHECKOUT_STEP_EVENTS

/** Anything with `get` like URLSearchParams (the package has no DOM types). */
export interface QueryLike {
  get(name: string): string | null
}
/** A parsed query, as frameworks give it: a repeated parameter may come as an array. */
export type QueryRecord = Readonly<Record<string, string | readonly string[] | undefined>>

/**
 * The marketing parameters to keep after a page load: those in the page query override the stored ones
 * (the latest campaign wins), and stored ones survive when the query has none. Values are trimmed, empty
 * ones are ignored (an empty `utm_source=` does not erase a stored source) and each is cut to
 * `MARKETING_VALUE_MAX_LENGTH`. Of a repeated query parameter the first value counts, as with
 * `URLSearchParams.get`. Keys outside `MARKETING_KEYS` are dropped.
 */
export function pickMarketingParams(
  query: QueryLike | QueryRecord,
  stored: Partial<MarketingParams> = {},
): MarketingParams {
  const params: MarketingParams = {}
  for (const key of MARKETING_KEYS) {
    const value = clean(queryValue(query, key)) ?? clean(stored[key])
    if (value !== null) params[key] = value
  }
  return params
}

/** The last five characters of the analytics client id: enough for support to match a visitor by ear. */
export function shortIdentity(clientId: string): string {
  return clientId.trim().slice(-5)
}

export interface AnalyticsContext {
  userAgent: string | null | undefined
  hostname: string | null | undefined
  environment: string | null | undefined
  /** A page rendered without the storefront chrome (an embedded or print page): no analytics there. */
  isPlainPage: boolean
}

/**
 * §3: analytics counts only real visitors of the live shop. It is skipped for bots, plain pages, local hosts
 * and any environment but `production` (compared case-insensitively).
 */
export function shouldSendAnalytics(context: AnalyticsContext): boolean {
  return (
    context.environment?.trim().toLowerCase() === 'production' &&
    !context.isPlainPage &&
    !isBotUserAgent(context.userAgent) &&
    !isLocalHostname(context.hostname)
  )
}

// `(?<!cu)bot` because CUBOT is a phone maker whose model names ("CUBOT P30") appear in real browsers' UAs.
const BOT_PATTERN =
  /(?<!cu)bot|crawl|spider|slurp|headless|lighthouse|pagespeed|prerender|phantomjs|puppeteer|selenium|webdriver|facebookexternalhit|curl\/|wget\/|python-requests/i

/**
 * Common crawler and automation user agents (Googlebot, YandexBot, HeadlessChrome, Lighthouse, curl…).
 * A missing or blank user agent counts as a bot: every real browser sends one.
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim() ?? ''
  return ua === '' || BOT_PATTERN.test(ua)
}

/**
 * localhost, *.localhost, *.local (mDNS), the loopback addresses 127.0.0.0/8 and ::1, and 0.0.0.0. A port or
 * IPv6 brackets are ignored (`localhost:3000`, `[::1]`), so is a trailing dot. A missing host (a file:// page)
 * counts as local too: it is never the live shop.
 */
export function isLocalHostname(hostname: string | null | undefined): boolean {
  const host = bareHost(hostname?.trim().toLowerCase() ?? '')
  return (
    host === '' ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  )
}

function bareHost(host: string): string {
  const withoutPort = host.startsWith('[')
    ? host.replace(/^\[([^\]]*)\](?::\d*)?$/, '$1')
    : host.replace(/^([^:]*):\d*$/, '$1')
  return withoutPort.replace(/\.$/, '')
}

function queryValue(query: QueryLike | QueryRecord, key: string): string | null | undefined {
  if (isQueryLike(query)) return query.get(key)
  const value = query[key]
  return typeof value === 'string' ? value : value?.[0]
}

function isQueryLike(query: QueryLike | QueryRecord): query is QueryLike {
  return typeof query.get === 'function'
}

function clean(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (text === '') return null
  const cut = text.slice(0, MARKETING_VALUE_MAX_LENGTH)
  // Never leave half of a surrogate pair (an emoji) at the end, nor spaces that were inside the value.
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd()
}
