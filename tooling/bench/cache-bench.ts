// The shipped deployment under load (issue 18): anonymous pages served from the nginx page cache of
// tooling/deploy/nginx against nginx serving the same HTML as static files, and uncached renders through the
// balancer with 1 API + 1 storefront process against 2 + 2. On a temporary PostgreSQL database (several API
// processes need one); loopback only, every load bounded in time.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { standaloneConfig } from '../deploy/nginx/render.mjs'
import {
  BENCH_STOREFRONT_SECRET,
  postgresReachable,
  repoRoot,
  startApi,
  withTemporaryDatabase,
} from './api-server.ts'
import { writeSection } from './benchmarks-file.ts'
import { type LoadResult, machineLine, repeated, type Server, startServer, wrkLoad } from './harness.ts'
import { type CpuUse, coreCount, measureCpu } from './stack-cpu.ts'
import { ensureStorefrontBuild, type Page, storefrontDir } from './storefront-stack.ts'

const DURATION_S = Number(process.env.BENCH_WRK_DURATION ?? 5)
const RUNS = 3
const CONNECTIONS = 10
const BASE_PORT = Number(process.env.BENCH_CACHE_BASE_PORT ?? 4530)
const NGINX = '/usr/sbin/nginx'

/** `groups`: the process groups of the deployment's API, storefront and nginx processes (CPU accounting). */
type Stack = { shopUrl: string; pages: Page[]; stop: () => Promise<void>; groups: () => number[] }

async function startNginx(dir: string, conf: string, healthUrl: string): Promise<Server> {
  writeFileSync(join(dir, 'nginx.conf'), conf)
  return startServer({
    name: 'nginx',
    command: NGINX,
    args: ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    cwd: dir,
    healthUrl,
  })
}

/** n API and n storefront processes behind the shipped nginx configuration (one worker), on `databaseUrl`. */
async function startDeployment(n: number, databaseUrl: string, dir: string): Promise<Stack> {
  const servers: Server[] = []
  const stop = async () => {
    for (const server of servers.splice(0).reverse()) await server.stop()
  }
  // Seven ports from BASE_PORT: API ×2, storefront ×2, nginx shop and API, nginx static (n ≤ 2).
  const apiPorts = Array.from({ length: n }, (_, i) => BASE_PORT + i)
  const shopPorts = Array.from({ length: n }, (_, i) => BASE_PORT + 2 + i)
  const shopListen = BASE_PORT + 4
  const apiListen = BASE_PORT + 5
  try {
    // The first API process migrates and seeds; the others start once it answers (as the deploy README says).
    for (const port of apiPorts)
      servers.push({
        name: 'API',
        ...(await startApi(port, { DATABASE_URL: databaseUrl, PUBLIC_URL: `http://127.0.0.1:${apiListen}` })),
      })
    const nginxDir = join(dir, `deploy-${n}`)
    // nginx creates the last level of its temp and cache paths, not their parents.
    for (const sub of ['tmp', 'cache']) mkdirSync(join(nginxDir, sub), { recursive: true })
    const conf = standaloneConfig(nginxDir, {
      shopListen: String(shopListen),
      apiListen: String(apiListen),
      storefront: shopPorts.map((p) => `127.0.0.1:${p}`).join(','),
      api: apiPorts.map((p) => `127.0.0.1:${p}`).join(','),
      workers: '1',
    })
    servers.push(await startNginx(nginxDir, conf, `http://127.0.0.1:${apiListen}/health`))
    for (const port of shopPorts)
      servers.push(
        await startServer({
          name: 'Storefront',
          command: process.execPath,
          args: ['server.mjs'],
          cwd: storefrontDir,
          env: {
            PORT: String(port),
            API_URL: `http://127.0.0.1:${apiListen}`,
            NODE_ENV: 'production',
            STOREFRONT_SECRET: BENCH_STOREFRONT_SECRET,
          },
          healthUrl: `http://127.0.0.1:${port}/favicon.svg`,
          stdout: 'ignore',
        }),
      )
    const api = `http://127.0.0.1:${apiListen}`
    const category = (
      (await (await fetch(`${api}/api/categories/`, { headers: { 'X-QA-Company': '1' } })).json()) as {
        slug: string
      }[]
    )[0]?.slug
    const product = (
      (await (
        await fetch(`${api}/api/products/?page_size=1`, { headers: { 'X-QA-Company': '1' } })
      ).json()) as {
        results: { slug: string }[]
      }
    ).results[0]?.slug
    return {
      shopUrl: `http://127.0.0.1:${shopListen}`,
      pages: [
        { label: 'home', file: 'home.html', path: '/' },
        { label: 'category listing', file: 'listing.html', path: `/catalog/${category}/` },
        { label: 'product', file: 'product.html', path: `/catalog/products/${product}/` },
      ],
      stop,
      groups: () => servers.flatMap((server) => (server.group === undefined ? [] : [server.group])),
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The cookies a guest's first answer sets (locale, region), so the next requests share one cache key. */
async function guestCookies(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' })
  await response.arrayBuffer()
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** Fetches until nginx answers HIT (at most 5 tries); the HTML and the last cache status. */
async function warm(url: string, cookie: string): Promise<{ html: string; status: string }> {
  let status = ''
  let html = ''
  for (let i = 0; i < 5 && status !== 'HIT'; i += 1) {
    const response = await fetch(url, { headers: cookie ? { Cookie: cookie } : {} })
    html = await response.text()
    status = response.headers.get('x-cache-status') ?? '(none)'
  }
  return { html, status }
}

const staticConf = (dir: string, port: number) => `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  keepalive_requests 1000000;
  types { text/html html; }
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location / { try_files $uri =404; }
  }
}
`

type Runs = { all: LoadResult[]; median: LoadResult }
const wrkRuns = (url: string, headers: Record<string, string> = {}, connections = CONNECTIONS) =>
  repeated(RUNS, () => wrkLoad(url, { connections, duration: DURATION_S, headers, timeoutS: 10 }))
/** The runs of an uncached load with the CPU the whole stack (Node, nginx, PostgreSQL backends) used meanwhile. */
const measuredRuns = (stack: Stack, databaseUrl: string, url: string, connections: number) =>
  measureCpu(stack.groups(), databaseUrl, async () => {
    const runs = await wrkRuns(url, { Cookie: 'bench_session=1' }, connections)
    return { ...runs, requests: runs.all.reduce((sum, r) => sum + r.rps * DURATION_S, 0) }
  })
const cpuCells = (use: CpuUse) => `${use.busyCores.toFixed(2)} | ${use.cpuMsPerRequest.toFixed(1)}`
const spread = (runs: Runs) => runs.all.map((r) => r.rps).join(' / ')
const errors = (runs: Runs) => runs.all.reduce((sum, r) => sum + r.errors, 0)

if (!postgresReachable()) {
  console.log('cache-bench: PostgreSQL is not reachable on 127.0.0.1:5432; skipped')
  process.exit(0)
}
ensureStorefrontBuild()
const loadAtStart = loadavg()[0] ?? 0
const dir = mkdtempSync(join(tmpdir(), 'vitrina-bench-cache-'))
chmodSync(dir, 0o755)
const cacheRows: string[] = []
const scaleRows: string[] = []
const notes: string[] = []
try {
  await withTemporaryDatabase(async (databaseUrl) => {
    // 1 + 1: the page cache against static nginx, and the uncached baseline.
    const single = await startDeployment(1, databaseUrl, dir)
    const www = join(dir, 'www')
    mkdirSync(www, { recursive: true })
    chmodSync(www, 0o755)
    const cached: { page: Page; url: string; cookie: string }[] = []
    let uncachedPath = ''
    try {
      for (const page of single.pages) {
        const url = `${single.shopUrl}${page.path}`
        const cookie = await guestCookies(url)
        const { html, status } = await warm(url, cookie)
        if (status !== 'HIT')
          notes.push(`${page.path} was not served from the cache (X-Cache-Status ${status}).`)
        writeFileSync(join(www, page.file), html, { mode: 0o644 })
        cached.push({ page, url, cookie })
      }
      uncachedPath = single.pages[1]?.path ?? '/'
      const cacheRuns: Runs[] = []
      for (const { url, cookie } of cached)
        cacheRuns.push(await wrkRuns(url, cookie ? { Cookie: cookie } : {}))
      // A `session` cookie makes nginx bypass the cache: every request renders (storefront + API).
      const oneByOne = await measuredRuns(
        single,
        databaseUrl,
        `${single.shopUrl}${uncachedPath}`,
        CONNECTIONS,
      )
      await single.stop()
      const staticPort = BASE_PORT + 6
      const staticNginx = await startNginx(
        dir,
        staticConf(dir, staticPort),
        `http://127.0.0.1:${staticPort}/home.html`,
      )
      try {
        for (const [i, { page }] of cached.entries()) {
          const statics = await wrkRuns(`http://127.0.0.1:${staticPort}/${page.file}`)
          const cache = cacheRuns[i]
          if (!cache) continue
          cacheRows.push(
            `| ${page.label} \`${page.path}\` | ${spread(statics)} | ${spread(cache)} | ${(cache.median.rps / statics.median.rps).toFixed(2)} | ${cache.median.p99} | ${errors(statics) + errors(cache)} |`,
          )
        }
      } finally {
        await staticNginx.stop()
      }
      // 2 + 2 on the same database (already migrated and seeded).
      const double = await startDeployment(2, databaseUrl, dir)
      try {
        const twoByTwo = await measuredRuns(
          double,
          databaseUrl,
          `${double.shopUrl}${uncachedPath}`,
          2 * CONNECTIONS,
        )
        scaleRows.push(
          `| 1 API + 1 storefront | ${spread(oneByOne)} | ${oneByOne.median.p99} | ${errors(oneByOne)} | ${cpuCells(oneByOne)} |`,
          `| 2 API + 2 storefront | ${spread(twoByTwo)} | ${twoByTwo.median.p99} | ${errors(twoByTwo)} | ${cpuCells(twoByTwo)} |`,
          `| ratio (medians) | ${(twoByTwo.median.rps / oneByOne.median.rps).toFixed(2)} | | | |`,
        )
        // Every render costs the stack a fixed amount of CPU; more processes cannot use more than the machine's
        // cores, so 2 + 2 can at most reach cores ÷ (cores 1 + 1 kept busy) times 1 + 1. On a machine busy with
        // other work the busy cores are the stack's share, not its need, and the bound says nothing.
        const busy = loadAtStart > coreCount
        notes.push(
          `Ceiling of 2 + 2 on ${coreCount} cores from the 1 + 1 run: ${coreCount} ÷ ${oneByOne.busyCores.toFixed(2)} busy cores = ${(coreCount / oneByOne.busyCores).toFixed(2)}×${busy ? ` — not meaningful in this run: the load average at start (${loadAtStart.toFixed(1)}) exceeded the cores, so the stack got a share of a saturated machine` : ' (nothing else of note ran on the machine)'}; at ${oneByOne.cpuMsPerRequest.toFixed(1)} CPU ms per render the ${coreCount} cores render at most ${Math.round((1000 * coreCount) / oneByOne.cpuMsPerRequest)} pages/s, however many processes.`,
        )
      } finally {
        await double.stop()
      }
    } finally {
      await single.stop()
    }
  })
} finally {
  rmSync(dir, { recursive: true, force: true })
}

const body = [
  machineLine(),
  `Command: \`pnpm bench --only cache\` (wrk, 1 thread, ${CONNECTIONS} connections, ${DURATION_S} s, ${RUNS} runs per cell: min / median / max req/s; a temporary PostgreSQL database; the API and the built storefront with NODE_ENV=production; nginx, one worker, with the configuration rendered by \`tooling/deploy/nginx/render.mjs\`; client, nginx, Node and PostgreSQL on the same machine).`,
  '',
  'Anonymous pages from the page cache (the guest cookies of a first visit, so one key; every measured answer a HIT) against the same HTML as static files:',
  '',
  '| Page | nginx static req/s | page cache req/s | cached ÷ static | cache p99 ms | errors |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...cacheRows,
  '',
  `Uncached renders through the balancer (a \`*session*\` cookie makes nginx bypass the cache), the category listing; 2 + 2 loaded with ${2 * CONNECTIONS} connections:`,
  '',
  'Busy cores: CPU seconds of every process of the deployment (API and storefront Node processes, nginx, the',
  "database's PostgreSQL backends; not wrk) over the load's wall time; CPU ms per render: the same CPU over the",
  'requests served.',
  '',
  '| Processes | req/s (min / median / max) | p99 ms | errors | busy cores | CPU ms per render |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...scaleRows,
  ...(notes.length ? ['', `Notes: ${notes.join(' ')}`] : []),
].join('\n')
writeSection(join(repoRoot, 'BENCHMARKS.md'), 'Page cache and scale-out', body)
console.log(body)
