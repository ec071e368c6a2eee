import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/**
 * Browser journeys against the real API (embedded PGlite, fresh demo data each run) and the built storefront.
 * Chromium is Debian's (`apt-get install -y chromium`, done by .ci/run): a browser download never works on
 * these machines. A third storefront points at a dead API to show the 500 view.
 */
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM ?? '/usr/bin/chromium'
if (!existsSync(CHROMIUM)) {
  throw new Error(`Chromium not found at ${CHROMIUM}: install it with 'apt-get install -y chromium'`)
}

// Overridable so two runs (or a run beside a developer's servers) do not fight over ports.
export const API_PORT = Number(process.env.PLAYWRIGHT_API_PORT ?? 4100)
export const SHOP_PORT = Number(process.env.PLAYWRIGHT_SHOP_PORT ?? 3100)
export const BROKEN_SHOP_PORT = Number(process.env.PLAYWRIGHT_BROKEN_SHOP_PORT ?? 3199)
// The shipped nginx page cache (specs/page-cache.spec.ts) listens here for the storefront and one port above
// for the API.
export const NGINX_PORT = Number(process.env.PLAYWRIGHT_NGINX_PORT ?? SHOP_PORT + 5000)
// Beside the API's port by default, so runs on other ports never share it.
// A run's own database directory (under e2e/), so two runs side by side do not wipe each other's data.
const DATA_DIR = process.env.PLAYWRIGHT_DATA_DIR ?? '.data'
export const OIDC_PORT = Number(process.env.PLAYWRIGHT_OIDC_PORT ?? API_PORT + 9)
/**
 * The payment providers' stand-ins (YooKassa v3 + widget, SberPay, Yandex Pay + its payment page):
 * apps/api/src/testing/payment-stand-ins-server.ts.
 */
export const PAYMENT_PORT = Number(process.env.PLAYWRIGHT_PAYMENT_PORT ?? API_PORT + 3)
export const PAYMENT_STAND_IN = `http://localhost:${PAYMENT_PORT}`
const api = `http://localhost:${API_PORT}`
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
// A local OpenID provider (e2e/servers/oidc-provider.mjs) that the API offers as company 1's `yandex` sign-in.
const oidc = {
  issuer: `http://localhost:${OIDC_PORT}`,
  client_id: 'vitrina-e2e',
  client_secret: 'e2e-secret',
}
const callbacks = ['outdoor.localhost', 'travel.localhost', 'localhost'].map(
  (host) => `http://${host}:${SHOP_PORT}/oauth/callback/yandex`,
)

// Shared by the API and the storefront so the storefront may name the shopper's address (see SECURITY.md).
const STOREFRONT_SECRET = 'e2e-storefront-secret-0123456789abcdef'
/** The API's back-office key (staff endpoints), for specs that act as the shop. */
export const STAFF_TOKEN = 'e2e-staff-token-0123456789abcdefghijkl'
// Signs the storefront's token and guest-cart cookies; the sign-in fixture signs the token cookie it plants with it.
export const COOKIE_SECRET = 'e2e-cookie-signing-key-0123456789abcdef'

const storefront = (port: number, apiUrl: string) => ({
  command: 'node server.mjs',
  cwd: '../apps/storefront',
  url: `http://localhost:${port}/favicon.svg`,
  // VITRINA_KIT_CATALOGUE serves the UI kit's catalogue (/_kit) from this production build for kit.spec.ts.
  env: {
    PORT: String(port),
    API_URL: apiUrl,
    NODE_ENV: 'production',
    STOREFRONT_SECRET,
    COOKIE_SECRET,
    VITRINA_KIT_CATALOGUE: '1',
    VITRINA_MAPS_STAND_IN: '1',
    // The chat widget and SIP stand-ins (apps/storefront/app/features/channels/README.md), for channels.spec.ts.
    VITRINA_CHANNEL_STAND_INS: '1',
    YOOKASSA_WIDGET_URL: `${PAYMENT_STAND_IN}/checkout-widget.js`,
    // legal.spec.ts turns a company's price restriction on and off: the shop sees the change within seconds.
    TENANT_SETTINGS_TTL_MS: '2000',
  },
  reuseExistingServer: false,
  timeout: 60_000,
})

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Every page a journey loads is also checked with axe (fixtures/test.ts): a long journey needs the room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${SHOP_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /channels\.spec\.ts/,
    },
    {
      // Calls from the website need a microphone: Chromium's fake one, for this spec only. No fake UI: whether
      // the page may use it is each test's `grantPermissions` (so "microphone denied" is the real refusal).
      name: 'channels',
      testMatch: /channels\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: {
          executablePath: CHROMIUM,
          args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node servers/oidc-provider.mjs',
      url: `${oidc.issuer}/.well-known/openid-configuration`,
      env: {
        OIDC_PORT: String(OIDC_PORT),
        OIDC_CLIENT_ID: oidc.client_id,
        OIDC_CLIENT_SECRET: oidc.client_secret,
        OIDC_REDIRECT_URIS: callbacks.join(','),
      },
      reuseExistingServer: false,
      // Every page a journey loads is also checked with axe (fixtures/test.ts): a long journey needs the room.
      timeout: 60_000,
    },
    {
      command: 'node --import tsx src/testing/payment-stand-ins-server.ts',
      cwd: '../apps/api',
      url: `${PAYMENT_STAND_IN}/health`,
      env: { PORT: String(PAYMENT_PORT), PUBLIC_URL: PAYMENT_STAND_IN },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A fresh database per run: migrated and seeded with the deterministic demo data on start.
      command: `rm -rf ../../e2e/${DATA_DIR} && node --import tsx src/index.ts`,
      cwd: '../apps/api',
      url: `${api}/health`,
      env: {
        PORT: String(API_PORT),
        DATA_DIR: `../../e2e/${DATA_DIR}/api`,
        // Every browser and fixture of the run signs in from 127.0.0.1: the per-IP code limit would trip.
        AUTH_CODES_PER_IP_HOUR: '1000',
        // The demo customer places many online orders across the specs and leaves some unpaid on purpose
        // (pay-again, cancel): the cap on unpaid orders is tested by the API's own suite.
        UNPAID_ORDERS_MAX: '100',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: api,
        STOREFRONT_SECRET,
        STOREFRONT_URL: `http://localhost:${SHOP_PORT}`,
        OAUTH_PROVIDERS: JSON.stringify([{ company: 1, provider: 'yandex', ...oidc }]),
        // The card page stays the sandbox bank; the widget and SberPay go to the stand-ins (payments.spec.ts).
        YOOKASSA_API_URL: `${PAYMENT_STAND_IN}/yookassa/v3`,
        YOOKASSA_SHOP_ID: 'stand-in-shop',
        YOOKASSA_SECRET_KEY: 'stand-in-secret',
        SBERPAY_API_URL: `${PAYMENT_STAND_IN}/sber`,
        SBERPAY_USERNAME: 'stand-in-user',
        SBERPAY_PASSWORD: 'stand-in-password',
        // Yandex Pay for the outdoor shop (company 1 has the demo Merchant_ID): its page is the stand-in's.
        YANDEX_PAY_API_URL: `${PAYMENT_STAND_IN}/yandex-pay`,
        YANDEX_PAY_API_KEY: 'stand-in-yandex-pay-key',
        // push.spec.ts moves an order's state as the shop's back office would (X-Staff-Token).
        STAFF_TOKEN,
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    storefront(SHOP_PORT, api),
    storefront(BROKEN_SHOP_PORT, 'http://127.0.0.1:9'),
  ],
})
