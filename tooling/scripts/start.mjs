#!/usr/bin/env node
// `npm start`: builds the storefront, then runs the reference API (embedded PGlite with demo data on first
// start) and the storefront side by side. Ctrl+C stops both; if either exits, the other is stopped too.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const pnpm = join(root, 'tooling', 'scripts', 'pnpm.mjs')
// Not a turbo task: these only choose ports for a person's local run.
const {
  API_PORT: apiPort = '4000',
  PORT: shopPort = '3000',
  STOREFRONT_URL,
  NODE_ENV = 'production',
  // A development stack: both servers listen on this machine only (the API's dev routes sign in as anyone), and
  // the storefront-API secret is made up per start unless given.
  HOST = '127.0.0.1',
  STOREFRONT_SECRET = randomBytes(24).toString('hex'),
  COOKIE_SECRET,
} = process.env
const apiUrl = `http://localhost:${apiPort}`

// The key that signs the storefront's sign-in cookie: made up once and kept beside the API's data, so restarting
// the stack does not sign everyone out (the storefront-API secret above may change on every start).
function cookieSecret() {
  if (COOKIE_SECRET) return COOKIE_SECRET
  const file = join(root, 'apps', 'storefront', '.data', 'cookie-secret')
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

const build = spawnSync(process.execPath, [pnpm, '--filter', '@vitrina/storefront', 'build'], {
  cwd: root,
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(build.status ?? 1)

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: join(root, 'apps', 'api'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      HOST,
      STOREFRONT_SECRET,
      STOREFRONT_URL: STOREFRONT_URL ?? `http://localhost:${shopPort}`,
    },
  }),
  spawn(process.execPath, ['server.mjs'], {
    cwd: join(root, 'apps', 'storefront'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: shopPort,
      HOST,
      API_URL: apiUrl,
      STOREFRONT_SECRET,
      COOKIE_SECRET: cookieSecret(),
      NODE_ENV,
    },
  }),
]

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 5000).unref()
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))

// The URLs are printed only once both processes answer, so the first page a newcomer opens is a real one: the API
// may spend a while migrating and seeding its database on a first start.
const READY_TIMEOUT_MS = 180_000
async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
    return response.ok
  } catch {
    return false
  }
}
async function waitUntilReady() {
  const started = Date.now()
  const targets = [`${apiUrl}/health`, `http://localhost:${shopPort}/healthz`]
  while (Date.now() - started < READY_TIMEOUT_MS) {
    if (stopping) return
    const results = await Promise.all(targets.map(answers))
    if (results.every(Boolean)) {
      console.log(
        `\nVitrina development stack (demo data, dev outbox on, listening on ${HOST} only; not for production, see docs/SECURITY.md)` +
          `\nVitrina is ready: storefront http://localhost:${shopPort} (second tenant: http://travel.localhost:${shopPort}), API ${apiUrl}\n`,
      )
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  console.error(
    `\nVitrina: the API or the storefront did not answer within ${READY_TIMEOUT_MS / 1000} s; see the log above.\n`,
  )
  stop(1)
}
waitUntilReady()
