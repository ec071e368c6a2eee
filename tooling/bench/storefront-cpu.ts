// Storefront render CPU (issue 18): how many milliseconds of the storefront's CPU one anonymous page render
// costs, and where they go. The built server bundle is loaded into this process and called directly
// (Remix's request handler, the same edge headers server.mjs adds), one request at a time, while the V8
// profiler samples it: no HTTP server, load generator or other helper shares the measured thread, so the
// figure is the render itself (loaders' API calls included, the API answering from its own process).
// Low concurrency on purpose: on a loaded machine a saturation test measures the neighbours.
//
// Usage (from tooling/bench, a built storefront): `npx tsx storefront-cpu.ts [path…]`; BENCH_RENDERS (300)
// renders per page after 50 warm-up ones. Prints ms/render and the top self-time functions; the storefront
// bench (storefront-bench.ts) writes the same into BENCHMARKS.md via `profileRenders`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { BENCH_STOREFRONT_SECRET, repoRoot, startApi } from './api-server.ts'
import { machineLine } from './harness.ts'

const storefrontDir = join(repoRoot, 'apps', 'storefront')
const WARMUP = 50
const RENDERS = Number(process.env.BENCH_RENDERS ?? 300)
const API_PORT = Number(process.env.BENCH_CPU_API_PORT ?? 4521)
const TOP = 12

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

export type HotFunction = { name: string; where: string; ms: number; share: number }
export type PageProfile = { path: string; status: number; msPerRender: number; top: HotFunction[] }

type Handler = (request: Request) => Promise<Response>

/** The server build behind Remix's handler, with what server.mjs puts on every request. */
async function loadHandler(): Promise<{ handle: Handler }> {
  const require = createRequire(join(storefrontDir, 'package.json'))
  const remixNode = (await import(pathToFileURL(require.resolve('@remix-run/node')).href)) as {
    createRequestHandler: (
      build: unknown,
      mode?: string,
    ) => (request: Request, context?: unknown) => Promise<Response>
    installGlobals: (options: { nativeFetch: boolean }) => void
  }
  const build = (await import(pathToFileURL(join(storefrontDir, 'build', 'server', 'index.js')).href)) as {
    future: { v3_singleFetch?: boolean }
    entry: {
      module: { edge: { EDGE_TOKEN_KEY: symbol; CLIENT_IP_HEADER: string; EDGE_TOKEN_HEADER: string } }
    }
  }
  remixNode.installGlobals({ nativeFetch: build.future.v3_singleFetch === true })
  const { edge } = build.entry.module
  const token = 'cpu-bench-edge-token'
  ;(globalThis as Record<symbol, unknown>)[edge.EDGE_TOKEN_KEY] = token
  const handler = remixNode.createRequestHandler(build, 'production')
  return {
    handle: (request) => {
      request.headers.set(edge.CLIENT_IP_HEADER, '127.0.0.1')
      request.headers.set(edge.EDGE_TOKEN_HEADER, token)
      return handler(request, {})
    },
  }
}

/** Self time by function (file and line), largest first, as a share of the sampled non-idle time. */
function hotFunctions(profile: Profile, renders: number): HotFunction[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map<string, number>()
  let busy = 0
  profile.samples.forEach((nodeId, i) => {
    const node = byNode.get(nodeId)
    const micros = profile.timeDeltas[i] ?? 0
    if (!node || node.callFrame.functionName === '(idle)') return
    busy += micros
    const { functionName, url, lineNumber } = node.callFrame
    const file = url.replace(/^file:\/\//, '').replace(`${repoRoot}/`, '')
    const short = file.includes('node_modules/.pnpm/')
      ? file.replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
      : file
    const key = `${functionName || '(anonymous)'}\t${short ? `${short}:${lineNumber + 1}` : ''}`
    self.set(key, (self.get(key) ?? 0) + micros)
  })
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([key, micros]) => {
      const [name = '', where = ''] = key.split('\t')
      return { name, where, ms: micros / 1000 / renders, share: busy ? micros / busy : 0 }
    })
}

async function render(handle: Handler, url: string): Promise<number> {
  const response = await handle(
    new Request(url, { headers: { Accept: 'text/html', 'User-Agent': 'cpu-bench' } }),
  )
  await response.arrayBuffer()
  return response.status
}

/** Renders each path WARMUP + RENDERS times, one at a time; the last RENDERS are timed and profiled. */
export async function profileRenders(storefrontUrl: string, paths: string[]): Promise<PageProfile[]> {
  const { handle } = await loadHandler()
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 100 })
  const results: PageProfile[] = []
  try {
    for (const path of paths) {
      const url = `${storefrontUrl}${path}`
      let status = 0
      for (let i = 0; i < WARMUP; i += 1) status = await render(handle, url)
      await session.post('Profiler.start')
      const before = process.cpuUsage()
      for (let i = 0; i < RENDERS; i += 1) await render(handle, url)
      const used = process.cpuUsage(before)
      const { profile } = (await session.post('Profiler.stop')) as { profile: Profile }
      // Saved for Chrome DevTools or speedscope (inclusive times, call trees) when asked for.
      const profileDir = process.env.BENCH_CPU_PROFILE_DIR
      if (profileDir) {
        mkdirSync(profileDir, { recursive: true })
        const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
        writeFileSync(join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile))
      }
      results.push({
        path,
        status,
        msPerRender: (used.user + used.system) / 1000 / RENDERS,
        top: hotFunctions(profile, RENDERS),
      })
    }
  } finally {
    session.disconnect()
  }
  return results
}

export function profileReport(results: PageProfile[]): string {
  return results
    .map((page) =>
      [
        `${page.path} (HTTP ${page.status}): ${page.msPerRender.toFixed(2)} ms of storefront CPU per render (${RENDERS} renders, one at a time)`,
        ...page.top.map(
          (fn) =>
            `  ${(fn.share * 100).toFixed(1).padStart(5)}%  ${fn.ms.toFixed(3)} ms  ${fn.name}  ${fn.where}`,
        ),
      ].join('\n'),
    )
    .join('\n\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const paths = process.argv.slice(2)
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-cpu-api-'))
  const apiUrl = `http://127.0.0.1:${API_PORT}`
  const api = await startApi(API_PORT, { DATA_DIR: dataDir, PUBLIC_URL: apiUrl })
  try {
    // The storefront's environment, read by the bundle on its first request.
    Object.assign(process.env, {
      API_URL: apiUrl,
      NODE_ENV: 'production',
      STOREFRONT_SECRET: BENCH_STOREFRONT_SECRET,
    })
    console.log(machineLine())
    const results = await profileRenders('http://localhost', paths.length ? paths : ['/'])
    console.log(profileReport(results))
  } finally {
    await api.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
