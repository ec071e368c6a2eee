import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/**
 * The scale-out check (issue 18): 2 API and 2 storefront processes on the machine's PostgreSQL behind the
 * shipped nginx configuration (tooling/deploy/nginx), and one purchase walked through the balancer. Run by
 * `.ci/run` after the PostgreSQL suite: `pnpm --filter @vitrina/e2e e2e:scale` (the storefront must be built).
 * Ports: PLAYWRIGHT_SCALE_BASE_PORT and the five above it (nginx shop, nginx API, API ×2, storefront ×2).
 * The database `vitrina_scale` on the server of CI_DATABASE_URL (default: the local trust PostgreSQL) is dropped
 * and created anew each run.
 */
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM ?? '/usr/bin/chromium'
if (!existsSync(CHROMIUM))
  throw new Error(`Chromium not found at ${CHROMIUM}: install it with 'apt-get install -y chromium'`)

const BASE = Number(process.env.PLAYWRIGHT_SCALE_BASE_PORT ?? 8120)
export const SCALE = {
  shop: BASE,
  api: BASE + 1,
  apis: [BASE + 2, BASE + 3],
  shops: [BASE + 4, BASE + 5],
  nginxDir: join(tmpdir(), `vitrina-scale-nginx-${BASE}`),
}
const server = new URL(process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
const admin = server.toString()
server.pathname = '/vitrina_scale'
const DATABASE_URL = server.toString()

// The fixtures (and so the spec) talk to the balancer: the tenant hosts and the API at nginx's ports.
process.env.PLAYWRIGHT_SHOP_PORT = String(SCALE.shop)
process.env.PLAYWRIGHT_API_PORT = String(SCALE.api)

const apiUrl = `http://localhost:${SCALE.api}`
const api = (port: number, first: boolean) => ({
  // The first process starts on an empty database and migrates and seeds it; the second starts after it answers
  // (Playwright starts web servers in order).
  command: first
    ? `psql "${admin}" -qc 'DROP DATABASE IF EXISTS vitrina_scale WITH (FORCE)' -c 'CREATE DATABASE vitrina_scale' && node --import tsx src/index.ts`
    : 'node --import tsx src/index.ts',
  cwd: '../apps/api',
  url: `http://127.0.0.1:${port}/health`,
  env: {
    PORT: String(port),
    DATABASE_URL,
    // Development mode only for the dev outbox (sign-in codes); everything else runs as in production.
    LOG_LEVEL: 'warn',
    AUTH_CODES_PER_IP_HOUR: '1000',
    PUBLIC_URL: apiUrl,
    STOREFRONT_URL: `http://localhost:${SCALE.shop}`,
  },
  reuseExistingServer: false,
  timeout: 180_000,
})
const storefront = (port: number) => ({
  command: './node_modules/.bin/remix-serve ./build/server/index.js',
  cwd: '../apps/storefront',
  url: `http://127.0.0.1:${port}/favicon.svg`,
  // The storefronts call the API through the balancer too.
  env: { PORT: String(port), API_URL: `http://127.0.0.1:${SCALE.api}`, NODE_ENV: 'production' },
  reuseExistingServer: false,
  timeout: 60_000,
})
const render = [
  'node ../tooling/deploy/nginx/render.mjs',
  SCALE.nginxDir,
  `--shop-listen ${SCALE.shop} --api-listen ${SCALE.api}`,
  `--storefront ${SCALE.shops.map((p) => `127.0.0.1:${p}`).join(',')}`,
  `--api ${SCALE.apis.map((p) => `127.0.0.1:${p}`).join(',')}`,
  `--access-log ${join(SCALE.nginxDir, 'access.log')}`,
].join(' ')

export default defineConfig({
  testDir: './scale',
  outputDir: './test-results/scale',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${SCALE.shop}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    api(SCALE.apis[0] ?? BASE + 2, true),
    api(SCALE.apis[1] ?? BASE + 3, false),
    ...SCALE.shops.map(storefront),
    {
      command: `rm -rf ${SCALE.nginxDir} && ${render} && exec /usr/sbin/nginx -p ${SCALE.nginxDir} -c ${join(SCALE.nginxDir, 'nginx.conf')}`,
      url: `http://127.0.0.1:${SCALE.shop}/favicon.svg`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
