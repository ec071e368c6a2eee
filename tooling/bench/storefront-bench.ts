// Storefront pages: starts the API and the built storefront (remix-serve), measures the JavaScript each of
// three pages references and how many server renders a second the storefront sustains, loads nginx
// serving the same HTML as static files for scale, and writes the figures into BENCHMARKS.md.
// Loopback only; each run is bounded in time.
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BENCH_STOREFRONT_SECRET, repoRoot } from './api-server.ts'
import { writeSection } from './benchmarks-file.ts'
import {
  type LoadResult,
  load,
  machineLine,
  repeated,
  type Server,
  startServer,
  WRK,
  wrkLoad,
} from './harness.ts'
import { type PageProfile, profileRenders, profileReport } from './storefront-cpu.ts'
import { type Page, startStorefrontStack } from './storefront-stack.ts'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 10
const API_PORT = 4520
const STOREFRONT_PORT = 3520
const NGINX_PORT = 8520
const NGINX = '/usr/sbin/nginx'
const STOREFRONT_URL = `http://localhost:${STOREFRONT_PORT}`
const NGINX_URL = `http://127.0.0.1:${NGINX_PORT}`

type JsWeight = { scripts: number; raw: number; gzip: number }
type Row = { page: Page; status: number; js: JsWeight; ssr: LoadResult; nginx: LoadResult | undefined }

/** Every script URL the HTML loads: script src, modulepreload links, and imports in inline module scripts. */
function scriptUrls(html: string, pageUrl: string): string[] {
  const found: string[] = []
  for (const [, attrs = ''] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(attrs)?.[1]
    if (src) found.push(src)
  }
  for (const [, attrs = ''] of html.matchAll(/<link\b([^>]*)>/gi)) {
    if (!/\brel\s*=\s*["']?modulepreload\b/i.test(attrs)) continue
    const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(attrs)?.[1]
    if (href) found.push(href)
  }
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\btype\s*=\s*["']?module\b/i.test(attrs) || /\bsrc\s*=/i.test(attrs)) continue
    const imports = body.matchAll(/\bimport\s*(?:\(\s*|[\w*{}\s,$]*?\bfrom\s*|)["'](\/[^"']+)["']/g)
    for (const [, specifier] of imports) if (specifier) found.push(specifier)
  }
  return [...new Set(found.map((url) => new URL(url, pageUrl).href))]
}

async function jsWeight(html: string, pageUrl: string): Promise<JsWeight> {
  const urls = scriptUrls(html, pageUrl)
  let raw = 0
  let gzip = 0
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })
    if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`)
    const bytes = Buffer.from(await response.arrayBuffer())
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
  }
  return { scripts: urls.length, raw, gzip }
}

function writeNginxConf(dir: string): string {
  const conf = join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `daemon off;
master_process off;
worker_processes 1;
error_log ${join(dir, 'error.log')} warn;
pid ${join(dir, 'nginx.pid')};
events { worker_connections 1024; }
http {
  access_log off;
  keepalive_requests 1000000;
  types { text/html html; }
  default_type application/octet-stream;
  client_body_temp_path ${join(dir, 'client_body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${dir};
    location / { try_files $uri =404; }
  }
}
`,
  )
  return conf
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1)
const ratio = (ssr: number, nginx: number) => {
  if (nginx === 0) return '–'
  const r = ssr / nginx
  return r >= 0.1 ? r.toFixed(2) : r.toPrecision(2)
}

const staticDir = mkdtempSync(join(tmpdir(), 'vitrina-bench-static-'))
chmodSync(staticDir, 0o755)
const servers: Server[] = []
const rows: Row[] = []
const hasNginx = existsSync(NGINX)
const hasWrk = existsSync(WRK)
const NGINX_RUNS = 3
// Each nginx row's runs (req/s, min first) when wrk measured it.
const nginxRuns: number[][] = []
let buildDate = ''
// Render CPU per page, profiled in this process once the load runs are over (storefront-cpu.ts).
let cpu: PageProfile[] = []
try {
  const stack = await startStorefrontStack(API_PORT, STOREFRONT_PORT)
  servers.push({ name: 'API and storefront', stop: stack.stop })
  buildDate = stack.buildDate
  const pages = stack.pages
  const measured: { page: Page; status: number; js: JsWeight }[] = []
  for (const page of pages) {
    const url = `${STOREFRONT_URL}${page.path}`
    const response = await fetch(url)
    const html = await response.text()
    if (!response.ok) console.warn(`GET ${page.path}: HTTP ${response.status}`)
    writeFileSync(join(staticDir, page.file), html, { mode: 0o644 })
    measured.push({ page, status: response.status, js: await jsWeight(html, url) })
  }
  const ssr: LoadResult[] = []
  for (const { page } of measured)
    ssr.push(
      await load(`SSR ${page.label}`, `${STOREFRONT_URL}${page.path}`, {
        connections: CONNECTIONS,
        duration: DURATION_S,
      }),
    )
  // One render at a time in this process, with the V8 profiler on: ms of CPU per render and where they go.
  Object.assign(process.env, {
    API_URL: stack.apiUrl,
    NODE_ENV: 'production',
    STOREFRONT_SECRET: BENCH_STOREFRONT_SECRET,
  })
  cpu = await profileRenders(
    STOREFRONT_URL,
    pages.map((page) => page.path),
  )
  // The Node servers go idle (and away) before nginx is loaded, so it does not share the CPU with them.
  for (const server of servers.splice(0).reverse()) await server.stop()
  const nginx: (LoadResult | undefined)[] = measured.map(() => undefined)
  if (hasNginx) {
    servers.push(
      await startServer({
        name: 'nginx',
        command: NGINX,
        args: ['-c', writeNginxConf(staticDir), '-p', staticDir, '-e', join(staticDir, 'error.log')],
        cwd: staticDir,
        healthUrl: `${NGINX_URL}/${measured[0]?.page.file ?? 'home.html'}`,
      }),
    )
    // wrk when installed (3 runs, the median kept, min and max noted): autocannon cannot load nginx fully.
    for (const [i, { page }] of measured.entries()) {
      const url = `${NGINX_URL}/${page.file}`
      const options = { connections: CONNECTIONS, duration: DURATION_S }
      if (hasWrk) {
        const runs = await repeated(NGINX_RUNS, () => wrkLoad(url, options))
        nginx[i] = runs.median
        nginxRuns[i] = runs.all.map((run) => run.rps)
      } else nginx[i] = await load(`nginx ${page.file}`, url, options)
    }
  }
  for (const [i, m] of measured.entries()) {
    const ssrResult = ssr[i]
    if (ssrResult) rows.push({ ...m, ssr: ssrResult, nginx: nginx[i] })
  }
} finally {
  for (const server of servers.splice(0).reverse()) await server.stop()
  rmSync(staticDir, { recursive: true, force: true })
}

const table = [
  '| Page | JS kB (gzip) | JS kB (raw) | SSR req/s | p50 ms | p99 ms | nginx static req/s | ratio |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.page.label} \`${r.page.path}\` | ${kB(r.js.gzip)} | ${kB(r.js.raw)} | ${r.ssr.rps} | ${r.ssr.p50} | ${r.ssr.p99} | ${r.nginx?.rps ?? '–'} | ${r.nginx ? ratio(r.ssr.rps, r.nginx.rps) : '–'} |`,
  ),
].join('\n')
const errors = rows
  .map((r) => `${r.page.label} ${r.ssr.errors} SSR${r.nginx ? ` / ${r.nginx.errors} nginx` : ''}`)
  .join(', ')
const failedPages = rows.filter((r) => r.status !== 200)
writeSection(
  join(repoRoot, 'BENCHMARKS.md'),
  'Storefront pages',
  [
    machineLine(),
    `Command: \`pnpm bench\` (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per page, client and servers on the same machine; the storefront build of ${buildDate} UTC under remix-serve with NODE_ENV=production (request log to /dev/null), the API on PGlite with LOG_LEVEL=warn).`,
    '',
    table,
    '',
    'JS: every script the page HTML references (`<script src>`, `<link rel="modulepreload">`, imports in inline module scripts), deduplicated, summed raw and gzipped at level 9; kB = 1000 bytes. Remix lazy route discovery may fetch further chunks on navigation; only what the HTML references is counted.',
    `SSR: the storefront renders each request against the API (both Node processes on this machine). nginx: the same HTML saved as static files, one worker process, ${hasWrk ? `loaded with wrk (1 thread, ${CONNECTIONS} connections), median of ${NGINX_RUNS} runs` : 'loaded with autocannon (wrk not installed: autocannon caps nginx, so the ratio is flattered)'}; ratio = SSR req/s ÷ nginx req/s.${hasNginx ? '' : ` nginx rows skipped: ${NGINX} not found.`}`,
    ...(nginxRuns.length
      ? [
          `nginx runs (req/s, min / median / max): ${rows
            .map((r, i) => `${r.page.label} ${(nginxRuns[i] ?? []).join(' / ')}`)
            .join('; ')}.`,
        ]
      : []),
    `Errors (socket errors and non-2xx answers): ${errors}.`,
    ...(failedPages.length
      ? [
          `Warning: ${failedPages.map((r) => `${r.page.path} answered HTTP ${r.status}`).join(', ')} when measured; its figures are of that answer.`,
        ]
      : []),
    'Lighthouse mobile scores: see the Lighthouse section.',
    '',
    'Render CPU (storefront-cpu.ts: the server build called in the bench process, one render at a time, V8 profiler sampling; ms of CPU per render, then the top self-time functions with their share):',
    '',
    '```',
    profileReport(cpu),
    '```',
  ].join('\n'),
)
console.log(table)
console.log(profileReport(cpu))
