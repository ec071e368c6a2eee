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
   * Shared with the API (its STOREFRONT_SECRET): lets the storefront name the shopper's address to the API, so
   * rate limits count shoppers, not the storefront. Required in production.
   */
  STOREFRONT_SECRET: v.optional(v.pipe(v.string(), v.minLength(16))),
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

let cached: Env | undefined
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
