// Lighthouse (mobile preset: emulated mid-range phone, simulated slow 4G) on the three storefront pages, in
// Debian's Chromium, against the built storefront and the API on this machine. Writes the category scores
// and the main timings into BENCHMARKS.md. Simulated throttling derives timings from one unthrottled load,
// so the scores move less with machine load than wall-clock figures do — but they still move: the load
// average is recorded.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { repoRoot } from './api-server.ts'
import { writeSection } from './benchmarks-file.ts'
import { machineLine } from './harness.ts'
import { startStorefrontStack } from './storefront-stack.ts'

const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TIMINGS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
] as const

if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`)

type Row = { label: string; path: string; scores: string[]; timings: string[] }
type Run = { performance: number; row: Row }

/** Issue 18's goal: performance 100 in at least 4 of 5 runs per page; simulated throttling still varies. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)
const perPage = new Map<string, Run[]>()

/**
 * One Lighthouse run. A trace Chromium failed to record (NO_NAVSTART, NO_FCP: "please run Lighthouse again",
 * frequent on a loaded machine) is run again, twice at most, rather than failing the whole bench.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    if (!lhr.runtimeError) return lhr
    if (attempt >= 3) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    console.warn(`${url}: ${lhr.runtimeError.code}, running again`)
  }
}

// Overridable, like the cache bench's base port, so parallel checkouts on one machine do not collide.
const stack = await startStorefrontStack(
  Number(process.env.BENCH_LIGHTHOUSE_API_PORT ?? 4560),
  Number(process.env.BENCH_LIGHTHOUSE_SHOP_PORT ?? 3560),
)
const rows: Row[] = []
let lighthouseVersion = ''
try {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    for (let run = 0; run < RUNS; run += 1)
      for (const page of stack.pages) {
        const lhr = await audit(`${stack.storefrontUrl}${page.path}`, chrome.port)
        lighthouseVersion = lhr.lighthouseVersion
        const row = {
          label: page.label,
          path: page.path,
          scores: CATEGORIES.map((c) => {
            const score = lhr.categories[c]?.score
            return score === null || score === undefined ? '–' : String(Math.round(score * 100))
          }),
          timings: TIMINGS.map(([id]) => lhr.audits[id]?.displayValue?.replace(/\u00a0/g, ' ') ?? '–'),
        }
        const runs = perPage.get(page.path) ?? []
        runs.push({ performance: Math.round((lhr.categories.performance?.score ?? 0) * 100), row })
        perPage.set(page.path, runs)
      }
  } finally {
    chrome.kill()
  }
} finally {
  await stack.stop()
}

// Per page: every run's performance score, how many were 100, and the median run's other figures.
const runCells: string[] = []
for (const runs of perPage.values()) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance)
  const median = sorted[Math.floor(sorted.length / 2)]
  if (!median) continue
  rows.push(median.row)
  runCells.push(
    `${runs.map((r) => r.performance).join(', ')} | ${runs.filter((r) => r.performance === 100).length} of ${runs.length}`,
  )
}
const table = [
  `| Page | performance runs | runs at 100 | ${CATEGORIES.join(' | ')} | ${TIMINGS.map(([, name]) => name).join(' | ')} |`,
  `| --- | --- | ---: | ${[...CATEGORIES, ...TIMINGS].map(() => '---:').join(' | ')} |`,
  ...rows.map(
    (r, i) =>
      `| ${r.label} \`${r.path}\` | ${runCells[i] ?? ''} | ${[...r.scores, ...r.timings].join(' | ')} |`,
  ),
].join('\n')
writeSection(
  join(repoRoot, 'BENCHMARKS.md'),
  'Lighthouse (mobile)',
  [
    machineLine(),
    `Command: \`pnpm bench\` (Lighthouse ${lighthouseVersion}, default mobile preset with simulated throttling, Debian Chromium headless, ${RUNS} runs per page in turn (pages interleaved); other columns are of each page's median-performance run; the storefront build of ${stack.buildDate} UTC under remix-serve, NODE_ENV=production, tenant outdoor (default host), the API on PGlite on the same machine).`,
    '',
    table,
  ].join('\n'),
)
console.log(table)
