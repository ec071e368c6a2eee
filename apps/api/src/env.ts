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
  /** Customer uploads on local disk (return photos, documents, review photos); default: beside DATA_DIR. */
  UPLOADS_DIR: v.optional(v.string()),
  /**
   * An S3-compatible bucket for uploads instead of local disk: set all of S3_ENDPOINT (origin, path-style),
   * S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; S3_REGION defaults to us-east-1 (Yandex: ru-central1).
   */
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url())),
  S3_BUCKET: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/))),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)), 'us-east-1'),
  /**
   * The manager's key for /api/staff/ (sent as `X-Staff-Token`): moves return applications and moderates
   * reviews. Unset: the staff endpoints answer 404.
   */
  STAFF_TOKEN: v.optional(v.pipe(v.string(), v.minLength(24))),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.startsWith('postgres'))),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Enables GET /api/dev/outbox/ and /dev/outbox; always off in production. */
  DEV_OUTBOX: v.optional(v.picklist(['on', 'off'])),
  /**
   * Where browsers reach this API (media and the sandbox bank's links are absolute). Default: this machine on
   * PORT, so a second stack on other ports (`API_PORT=4001 npm start`) does not show the first one's images.
   */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
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
  /**
   * Who may tell the API the client's address in X-Forwarded-For: empty (default) trusts nobody and uses the
   * connection's address; a number trusts that many proxy hops in front of the API; otherwise a comma-separated
   * list of addresses or CIDRs (`127.0.0.1,10.0.0.0/8`). See http/client-ip.ts.
   */
  TRUSTED_PROXIES: v.optional(v.string(), ''),
  /**
   * Shared with the storefront: a request carrying it in X-Storefront-Secret may name the shopper's address in
   * X-Storefront-Client-Ip. Unset, that header is ignored. Required (16+ characters) in production.
   */
  STOREFRONT_SECRET: v.optional(v.pipe(v.string(), v.minLength(16))),
  /** Sign-in codes one company may send per hour in all (the SMS budget); a tenant's settings may lower it. */
  AUTH_CODES_PER_COMPANY_HOUR: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
    '1000',
  ),
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
  /** Yandex Pay Merchant API: with a key the "Yandex Pay" method is offered to companies with a Merchant_ID. */
  YANDEX_PAY_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://pay.yandex.ru'),
  YANDEX_PAY_API_KEY: v.optional(v.string()),
  /** How often each instance asks the provider about payments left open; 0 turns reconciliation off. */
  PAYMENT_RECONCILE_SECONDS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(86_400)),
    '60',
  ),
  /** Minutes an online-payment order may stay unpaid before it expires and its stock returns (spec §9: ≤ 15). */
  ORDER_PAYMENT_WINDOW_MINUTES: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(15)),
    '15',
  ),
  /** How often each instance expires unpaid online orders whose window closed; 0 turns the job off. */
  UNPAID_RELEASE_SECONDS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(3600)),
    '30',
  ),
  /**
   * How long an unanswered Idempotency-Key claim (a request killed mid-way) holds its key before the next request
   * with the key resolves it: answers the order it placed or runs again. Longer than the slowest placement.
   */
  IDEMPOTENCY_LEASE_SECONDS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(2), v.maxValue(600)),
    '60',
  ),
  /** Unpaid online orders one customer may hold at once; placing another is a 409 too_many_unpaid_orders. */
  UNPAID_ORDERS_MAX: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100)),
    '3',
  ),
  /** The main storefront: the origin of links sent to customers when the request names no tenant host. */
  STOREFRONT_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:3000'),
  /**
   * The storefront's own `host=company,...` map (same value and default as the storefront's): a link for a
   * customer uses the origin the storefront sends in X-Storefront-Origin only when its host is the company's.
   */
  TENANT_HOSTS: v.optional(v.string(), 'outdoor.localhost=1,travel.localhost=2'),
  /**
   * Web push (spec §3/§4): `off` sends none and offers no subscription. The API signs pushes with
   * VAPID_PRIVATE_KEY and browsers subscribe with VAPID_PUBLIC_KEY (`npx web-push generate-vapid-keys`).
   * Outside production push is on by default and a missing pair is generated into DATA_DIR/vapid.json; in
   * production it is on when the keys are set, and `on` without both keys fails at start.
   */
  WEB_PUSH: v.optional(v.picklist(['on', 'off'])),
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key')),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key')),
  ),
  /** Who the push services may contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: v.optional(
    v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)/)),
    'mailto:push@vitrina.example',
  ),
  /** How often each instance retries pushes that failed; 0 leaves it to the sends that follow new messages. */
  PUSH_RETRY_SECONDS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(3600)),
    '30',
  ),
  /**
   * After SIGTERM: seconds the requests in flight (and the jobs' rounds) may take to finish before they are cut
   * off and the database closes. Keep it below the orchestrator's kill timeout (Kubernetes: 30 s by default).
   */
  SHUTDOWN_GRACE_SECONDS: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(600)),
    '10',
  ),
  /** External sign-in providers applied at start: a JSON array, see the README and oauth-config.ts. */
  OAUTH_PROVIDERS: v.optional(v.string()),
})

export type Env = Omit<v.InferOutput<typeof EnvSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string }

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = v.safeParse(EnvSchema, source)
  if (!result.success) {
    const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${issues.join('\n')}`)
  }
  const env: Env = {
    ...result.output,
    PUBLIC_URL: result.output.PUBLIC_URL ?? `http://localhost:${result.output.PORT}`,
  }
  if (env.NODE_ENV === 'production') assertProductionSecrets(env, source)
  const s3Names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  const s3Set = s3Names.filter((name) => env[name] !== undefined)
  // Half a configuration would silently keep files on local disk: refuse it at start instead.
  if (s3Set.length > 0 && s3Set.length < s3Names.length)
    throw new Error(
      `Invalid environment:\n${s3Names.filter((name) => env[name] === undefined).join(', ')}: required with ${s3Set.join(', ')}`,
    )
  const paymentProblems = paymentEnvProblems(env)
  if (paymentProblems.length > 0) throw new Error(`Invalid environment:\n${paymentProblems.join('\n')}`)
  return env
}

const DEVELOPMENT_SECRETS = new Set(['vitrina-development-secret-change-me'])

/**
 * A production start refuses missing, default or weak secrets and the dev routes: a shop started by mistake
 * with development settings must not come up at all.
 */
function assertProductionSecrets(env: Env, source: Record<string, string | undefined>): void {
  const problems: string[] = []
  for (const name of ['AUTH_SECRET', 'STOREFRONT_SECRET'] as const) {
    const value = source[name]
    if (!value) problems.push(`${name}: required in production`)
    else if (DEVELOPMENT_SECRETS.has(value) || isWeakSecret(value))
      problems.push(`${name}: too weak (at least 32 characters, not a repeated or development value)`)
  }
  const vapidGiven = [source.VAPID_PUBLIC_KEY, source.VAPID_PRIVATE_KEY].filter(Boolean).length
  if ((env.WEB_PUSH === 'on' || vapidGiven === 1) && vapidGiven < 2)
    problems.push(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: both required in production for web push (WEB_PUSH=on)',
    )
  if (env.DEV_OUTBOX === 'on') problems.push('DEV_OUTBOX: the dev routes cannot be enabled in production')
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`)
}

/** Shorter than 32 characters or made of fewer than 8 distinct characters (`aaaa…`, `12121212…`). */
export function isWeakSecret(value: string): boolean {
  return value.length < 32 || new Set(value).size < 8
}

/** Whether this instance sends web pushes (see WEB_PUSH). */
export function isWebPushEnabled(env: Env): boolean {
  if (env.WEB_PUSH === 'off') return false
  if (env.NODE_ENV === 'production') return Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
  return true
}

export function isDevOutboxEnabled(env: Env): boolean {
  if (env.NODE_ENV === 'production') return false
  return env.DEV_OUTBOX !== 'off'
}
