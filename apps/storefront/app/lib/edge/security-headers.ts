/**
 * The security headers of every storefront answer (server.mjs sets the static ones on everything; the
 * document's Content-Security-Policy is built per request in entry.server.tsx with that request's nonce).
 */

/** Headers for every response, whatever produced it. `secure` = served over HTTPS (as the trusted proxy says). */
export function baseSecurityHeaders(secure: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The shop uses geolocation for "find my city" only from its own pages; nothing else of the device.
    // The microphone for the call from the website (features/channels), from the shop's own pages only.
    'Permissions-Policy':
      'camera=(), microphone=(self), payment=(self), geolocation=(self), usb=(), interest-cohort=(), browsing-topics=()',
    // Popups the shop opens (payment pages) cannot reach back into this window, nor it into them.
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  // HSTS only over HTTPS: sent over plain http it would be ignored, and on a dev host it would pin https.
  if (secure) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

/** What a tenant's settings may open up. Read loosely: unknown or malformed entries are ignored. */
export type TenantCspSettings = {
  /** Extra script origins (chat widget, maps, payment widget), `https://...` only. */
  scriptOrigins: string[]
  /** Origins of the tenant's mobile apps' webviews, allowed to frame the `/screens/...` routes. */
  appOrigins: string[]
  /** WebSocket origins the page may open (`wss://...`): the tenant PBX's SIP socket for calls. */
  socketOrigins: string[]
}

const ORIGIN = /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i

function origins(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value.filter((item): item is string => typeof item === 'string' && ORIGIN.test(item.trim()))
}

const ANALYTICS_ORIGINS = {
  ym: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
  gtm: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
}

/** What Yandex Maps JS API v3 loads besides its entry script (its CSP guide; tiles are images, already `*`). */
const YANDEX_MAPS_ORIGINS = [
  'https://api-maps.yandex.ru',
  'https://*.api-maps.yandex.ru',
  'https://yastatic.net',
  'https://*.maps.yandex.net',
]

/** The https origin of the company's maps script, with Yandex's own hosts when it is Yandex's API. */
function mapOrigins(url: unknown): string[] {
  if (typeof url !== 'string' || !/^https:\/\//i.test(url.trim())) return []
  try {
    const origin = new URL(url.trim()).origin
    if (!ORIGIN.test(origin)) return []
    return /(^|\.)yandex\.(ru|com)$/i.test(new URL(origin).hostname)
      ? [origin, ...YANDEX_MAPS_ORIGINS]
      : [origin]
  } catch {
    return []
  }
}

/** The https origin of a URL from the settings, or none (a path on the shop's own host needs nothing). */
function httpsOrigin(url: unknown, scheme: 'https' | 'wss' = 'https'): string[] {
  if (typeof url !== 'string') return []
  const value = /^[a-z0-9.-]+\.[a-z]{2,}(:\d+)?(\/|$)/i.test(url.trim())
    ? `https://${url.trim()}`
    : url.trim()
  if (!value.toLowerCase().startsWith(`${scheme}://`)) return []
  try {
    const origin = new URL(value).origin
    return new RegExp(`^${scheme}:\\/\\/[a-z0-9.-]+(?::\\d{1,5})?$`, 'i').test(origin) ? [origin] : []
  } catch {
    return []
  }
}

const SALEBOT_ORIGIN = 'https://salebot.pro'
/** Voximplant Kit's widget script is served from here whatever the chat's (IM) host is. */
const VOXIMPLANT_KIT_ORIGIN = 'https://kit.voximplant.com'

/** The chat widgets' hosts (features/channels/channel-settings.ts reads the same settings). */
function chatOrigins(company: Record<string, unknown>): string[] {
  const rocket = company.rocketchat as { url?: unknown; script?: unknown } | null | undefined
  const salebot = company.chat_bot_salebot as
    | { is_enable_on_site?: unknown; script_url?: unknown }
    | null
    | undefined
  const vox = company.voximplant as { host?: unknown } | null | undefined
  return [
    ...httpsOrigin(rocket?.url),
    ...httpsOrigin(rocket?.script),
    ...(salebot?.is_enable_on_site
      ? salebot.script_url
        ? httpsOrigin(salebot.script_url)
        : [SALEBOT_ORIGIN]
      : []),
    ...httpsOrigin(vox?.host),
    ...(httpsOrigin(vox?.host).length > 0 ? [VOXIMPLANT_KIT_ORIGIN] : []),
  ]
}

/**
 * A tenant's CSP additions from its company settings: `script_origins` and `app_origins` (lists of https
 * origins), the maps script's origin (`yandex_maps_url`; a path on the shop's own host needs nothing), the
 * analytics hosts when `web_analytics` names a counter, the chat widgets' hosts (rocketchat, Salebot when on,
 * voximplant) and the SIP WebSocket's origin (`phone_calls_sip.ws_url`, wss:// only).
 */
export function tenantCspSettings(company: Record<string, unknown>): TenantCspSettings {
  const scriptOrigins = origins(company.script_origins)
  scriptOrigins.push(...mapOrigins(company.yandex_maps_url))
  const analytics = company.web_analytics as { ym?: unknown; gtm?: unknown } | null | undefined
  if (analytics?.ym) scriptOrigins.push(...ANALYTICS_ORIGINS.ym)
  if (analytics?.gtm) scriptOrigins.push(...ANALYTICS_ORIGINS.gtm)
  scriptOrigins.push(...chatOrigins(company))
  const sip = company.phone_calls_sip as { ws_url?: unknown } | null | undefined
  return {
    scriptOrigins: [...new Set(scriptOrigins)],
    appOrigins: origins(company.app_origins),
    socketOrigins: httpsOrigin(sip?.ws_url, 'wss'),
  }
}

/** Paths shown inside the tenant's mobile app (spec's webview screens). */
export function isWebviewPath(pathname: string): boolean {
  return pathname === '/screens' || pathname.startsWith('/screens/') || pathname.startsWith('/m/')
}

export type CspOptions = {
  nonce: string
  tenant: TenantCspSettings
  pathname: string
  /** Where browsers send violation reports (CSP_REPORT_URI); none when unset. */
  reportUri?: string | undefined
  /** The Vite dev server's websocket and inline styles are allowed in development only. */
  development?: boolean
  /** YooKassa's widget script URL (YOOKASSA_WIDGET_URL): its origin is allowed on the widget page only. */
  paymentWidgetUrl?: string | undefined
}

/** The YooKassa widget page, the only page that loads the widget (spec §7: third-party scripts on demand). */
export const isPaymentWidgetPath = (pathname: string) =>
  /^\/cart\/checkout\/[^/]+\/yookassa\/?$/.test(pathname)

/**
 * The widget's origins on its page: the script's own, and YooKassa's hosts it frames and calls (the real widget
 * loads its card form from yoomoney.ru). Operator configuration, so an http stand-in origin is allowed too.
 */
function paymentWidgetOrigins(options: CspOptions): string[] {
  if (!options.paymentWidgetUrl || !isPaymentWidgetPath(options.pathname)) return []
  try {
    const origin = new URL(options.paymentWidgetUrl).origin
    return origin.endsWith('yookassa.ru')
      ? [origin, 'https://yoomoney.ru', 'https://*.yoomoney.ru']
      : [origin]
  } catch {
    return []
  }
}

/**
 * The document's policy. Scripts: this origin's bundles, inline scripts carrying this request's nonce (Remix's
 * own included) and the tenant's listed origins; no eval, no plugins, no <base> rewriting. Framing: nobody,
 * except the tenant's apps on the webview routes.
 */
export function contentSecurityPolicy(options: CspOptions): string {
  const { nonce, tenant } = options
  const widget = paymentWidgetOrigins(options)
  const scripts = ["'self'", `'nonce-${nonce}'`, ...tenant.scriptOrigins, ...widget]
  const connect = ["'self'", ...tenant.scriptOrigins, ...tenant.socketOrigins, ...widget]
  if (options.development) connect.push('ws:', 'wss:')
  const frameAncestors =
    isWebviewPath(options.pathname) && tenant.appOrigins.length > 0 ? tenant.appOrigins : ["'none'"]
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Style attributes carry each tenant's theme variables; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Product photos and brand media come from the API's media host or a tenant's CDN.
    'img-src * data: blob:',
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src 'self' ${[...tenant.scriptOrigins, ...widget].join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ]
  if (options.reportUri) directives.push(`report-uri ${options.reportUri}`)
  return directives.join('; ')
}
