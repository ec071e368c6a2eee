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
const api = `http://localhost:${API_PORT}`
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
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
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
