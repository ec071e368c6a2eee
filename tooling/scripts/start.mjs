#!/usr/bin/env node
// `npm start`: builds the storefront, then runs the reference API (embedded PGlite with demo data on first
// start) and the storefront side by side. Ctrl+C stops both; if either exits, the other is stopped too.
import { spawn, spawnSync } from 'node:child_process'
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
} = process.env
const apiUrl = `http://localhost:${apiPort}`

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
      STOREFRONT_URL: STOREFRONT_URL ?? `http://localhost:${shopPort}`,
    },
  }),
  spawn(
    join(root, 'apps', 'storefront', 'node_modules', '.bin', 'remix-serve'),
    ['./build/server/index.js'],
    {
      cwd: join(root, 'apps', 'storefront'),
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: shopPort,
        API_URL: apiUrl,
        NODE_ENV,
      },
    },
  ),
]
console.log(
  `\nVitrina: storefront http://localhost:${shopPort} (second tenant: http://travel.localhost:${shopPort}), API ${apiUrl}\n`,
)

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 5000).unref()
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))
