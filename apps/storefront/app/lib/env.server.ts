import { createHmac } from 'node:crypto'
import * as v from 'valibot'

/**
 * The only reader of process.env in the storefront. `TENANT_HOSTS` maps request hosts to companies:
 * `shop.example.com=1,tours.example.com=2`; hosts not listed get `DEFAULT_COMPANY`, so plain
 * `localhost:3000` works. The demo's two `*.localhost` hosts resolve to 127.0.0.1 in every browser.
 */
const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  API_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:4000'),
  DEFAULT_COMPANY: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), '1'),
  TENANT_HOSTS: v.optional(v.string(), 'outdoor.localhost=1,travel.localhost=2'),
  /** How long company settings and regions are kept between reads (ms); e2e shortens it to see a change soon. */
  TENANT_SETTINGS_TTL_MS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(3_600_000)),
    '60000',
  ),
  /** Where browsers report Content-Security-Policy violations (a URL); no reports when unset. */
  CSP_REPORT_URI: v.optional(v.pipe(v.string(), v.url())),
  /**
   * YooKassa's checkout widget script, loaded on /cart/checkout/{id}/yookassa only (its origin is allowed by the
   * CSP on that page alone). Development and e2e point it at the local stand-in (e2e/servers/payment-stand-ins).
   */
  YOOKASSA_WIDGET_URL: v.optional(
    v.pipe(v.string(), v.url()),
    'https://yookassa.ru/checkout-widget/v1/checkout-widget.js',
  ),
  /**
   * Shared with the API (its STOREFRONT_SECRET): lets the storefront name the shopper's address to the API, so
   * rate limits count shoppers, not the storefront. Required in production.
   */
  STOREFRONT_SECRET: v.optional(v.pipe(v.string(), v.minLength(16))),
  /**
   * Keys that sign the cookies carrying authority (the sign-in token, the guest cart), comma-separated: the first
   * signs, every one verifies, so a key is rotated by putting the new one first and dropping the old one once the
   * cookies it signed have expired. Each at least 32 characters. When unset, a key derived from
   * STOREFRONT_SECRET signs (so production needs no new variable); without either, a development key.
   */
  /** Developer tools served by a production build only when set to 1 (the e2e run sets them): the chat and SIP
   * stand-ins, the ymaps3 stand-in and the kit catalogue at /_kit. */
  VITRINA_CHANNEL_STAND_INS: v.optional(v.string()),
  VITRINA_MAPS_STAND_IN: v.optional(v.string()),
  VITRINA_KIT_CATALOGUE: v.optional(v.string()),
  COOKIE_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) => list.split(',').map((secret) => secret.trim())),
      v.check((list) => list.every((secret) => secret.length >= 32), 'each key needs at least 32 characters'),
    ),
  ),
})
export type Env = v.InferOutput<typeof EnvSchema>

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = v.safeParse(EnvSchema, source)
  if (!result.success) {
    const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
    throw new Error(`Invalid storefront environment:\n${issues.join('\n')}`)
  }
  if (result.output.NODE_ENV === 'production' && !result.output.STOREFRONT_SECRET)
    throw new Error('Invalid storefront environment:\nSTOREFRONT_SECRET: required in production')
  return result.output
}

// Signs cookies in development and tests only: production always has STOREFRONT_SECRET (or COOKIE_SECRET).
const DEVELOPMENT_COOKIE_SECRET = 'vitrina-development-cookie-secret-not-for-production'

/** The cookie-signing keys, newest first (see COOKIE_SECRET). */
export function cookieSecrets(config: Env): string[] {
  if (config.COOKIE_SECRET?.length) return config.COOKIE_SECRET
  // A key of its own, derived one-way, so a leaked cookie signature says nothing about the API's shared secret.
  if (config.STOREFRONT_SECRET)
    return [
      createHmac('sha256', config.STOREFRONT_SECRET).update('vitrina cookie signing').digest('base64url'),
    ]
  return [DEVELOPMENT_COOKIE_SECRET]
}

let cached: Env | undefined
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
