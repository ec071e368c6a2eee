// `pnpm bench`: runs the benchmark scripts one after another (never two at once: they would share the 2 cores
// and each figure would be of the other's load), each as its own process, and says how long each took.
// A subset: `pnpm bench -- --only api,cache` or BENCH_ONLY=api,cache; `--list` prints the names.
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'

/** Name → script, in the order they run. */
const BENCHES: [string, string, string][] = [
  ['api', 'api-bench.ts', 'listing, detail, cart preview on PGlite and PostgreSQL; issue 18 catalogue goals'],
  ['checkout', 'checkout-bench.ts', 'signed-in cart preview, order creation, idempotent replay'],
  ['storefront', 'storefront-bench.ts', 'first-load JS, SSR throughput against nginx static (wrk)'],
  ['cache', 'cache-bench.ts', 'nginx page cache vs nginx static; 1+1 vs 2+2 processes (PostgreSQL)'],
  ['lighthouse', 'lighthouse-bench.ts', 'Lighthouse mobile, 5 runs per page, Debian Chromium'],
]

const { values } = parseArgs({
  options: { only: { type: 'string' }, list: { type: 'boolean' } },
  allowPositionals: true,
})
if (values.list) {
  for (const [name, script, what] of BENCHES) console.log(`${name.padEnd(11)} ${script.padEnd(20)} ${what}`)
  process.exit(0)
}
const only = (values.only ?? process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
const unknown = only.filter((name) => !BENCHES.some(([known]) => known === name))
if (unknown.length > 0) {
  console.error(`unknown bench ${unknown.join(', ')}; known: ${BENCHES.map(([name]) => name).join(', ')}`)
  process.exit(2)
}
const selected = BENCHES.filter(([name]) => only.length === 0 || only.includes(name))
const timings: string[] = []
let failed = 0
for (const [name, script] of selected) {
  const started = Date.now()
  console.log(`\n=== ${name} (${script}) ===`)
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
  })
  const seconds = Math.round((Date.now() - started) / 1000)
  timings.push(
    `${name} ${seconds} s${result.status === 0 ? '' : ` (exit ${result.status ?? result.signal})`}`,
  )
  if (result.status !== 0) failed += 1
}
console.log(`\nbench: ${timings.join(', ')}`)
process.exit(failed > 0 ? 1 : 0)
