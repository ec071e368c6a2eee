import * as v from 'valibot'
import { paymentEnvProblems } from './modules/payments/payment-config.ts'

// The only module that reads process.env: parsed once at start-up, fails fast.
const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535)),
    '4000',
  ),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), '.data/api'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.startsWith('postgres'))),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Enables GET /api/dev/outbox/ and /dev/outbox; always off in production. */
  DEV_OUTBOX: v.optional(v.picklist(['on', 'off'])),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:4000'),
  /** HMAC key for sign-in codes at rest; required in production. */
  AUTH_SECRET: v.optional(v.pipe(v.string(), v.minLength(16)), 'vitrina-development-secret-change-me'),
  /**
   * Sign-in codes one IP may request per hour (all phones together). Raise it when many shoppers share one
   * address the API can see (an office NAT, a proxy that hides client IPs) — and for test runs, whose
   * browsers all come from 127.0.0.1.
   */
  AUTH_CODES_PER_IP_HOUR: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100_000)),
    '30',
  ),
  /** Trust X-Forwarded-For for the client IP (the storefront forwards the shopper's IP). */
  TRUST_PROXY: v.optional(v.picklist(['on', 'off']), 'on'),
  /**
   * yookassa (YOOKASSA_* values), sberpay (SBERPAY_* values) or sandbox (a local bank page; the default
   * outside production, refused in production unless PAYMENT_SANDBOX=on). See payment-config.ts.
   */
  PAYMENT_PROVIDER: v.optional(v.picklist(['sandbox', 'yookassa', 'sberpay'])),
  PAYMENT_SANDBOX: v.optional(v.picklist(['on', 'off'])),
  YOOKASSA_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.yookassa.ru/v3'),
  YOOKASSA_SHOP_ID: v.optional(v.string()),
  YOOKASSA_SECRET_KEY: v.optional(v.string()),
  SBERPAY_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://securepayments.sberbank.ru/payment/rest'),
  SBERPAY_USERNAME: v.optional(v.string()),
  SBERPAY_PASSWORD: v.optional(v.string()),
  /** How often each instance asks the provider about payments left open; 0 turns reconciliation off. */
  PAYMENT_RECONCILE_SECONDS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(86_400)),
    '60',
  ),
  /** The main storefront: the origin of links sent to customers when the request names no tenant host. */
  STOREFRONT_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:3000'),
  /**
   * The storefront's own `host=company,...` map (same value and default as the storefront's): a link for a
   * customer uses the origin the storefront sends in X-Storefront-Origin only when its host is the company's.
   */
  TENANT_HOSTS: v.optional(v.string(), 'outdoor.localhost=1,travel.localhost=2'),
  /** External sign-in providers applied at start: a JSON array, see the README and oauth-config.ts. */
  OAUTH_PROVIDERS: v.optional(v.string()),
})

export type Env = v.InferOutput<typeof EnvSchema>

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = v.safeParse(EnvSchema, source)
  if (!result.success) {
    const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${issues.join('\n')}`)
  }
  if (result.output.NODE_ENV === 'production' && !source.AUTH_SECRET) {
    throw new Error('Invalid environment:\nAUTH_SECRET: required in production')
  }
  const env = result.output
  const paymentProblems = paymentEnvProblems(env)
  if (paymentProblems.length > 0) throw new Error(`Invalid environment:\n${paymentProblems.join('\n')}`)
  return env
}

export function isDevOutboxEnabled(env: Env): boolean {
  if (env.NODE_ENV === 'production') return false
  return env.DEV_OUTBOX !== 'off'
}
