// Shared pieces of the macro benchmarks: child servers that are waited on and stopped, the autocannon
// load helper, and the machine line every BENCHMARKS.md section starts with.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import autocannon from 'autocannon'

export type ServerSpec = {
  /** Used in error messages: `API exited with 1`. */
  name: string
  command: string
  args: string[]
  cwd: string
  /** Added to this process's environment. */
  env?: Record<string, string>
  /** Polled until it answers 2xx. */
  healthUrl: string
  timeoutMs?: number
  /** The child's stdout (stderr is always shown): `ignore` for servers that log every request. */
  stdout?: 'inherit' | 'ignore'
}

/** `group`: the id of the server's own process group (its pid), for CPU accounting (`stack-cpu.ts`). */
export type Server = { name: string; stop: () => Promise<void>; group?: number }

export type LoadOptions = {
  connections: number
  /** Seconds. */
  duration: number
  method?: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
  /** A fixed arrival rate over all connections (req/s) instead of as fast as the server answers. */
  overallRate?: number
}

export type LoadResult = { rps: number; p50: number; p99: number; errors: number }

const STOP_GRACE_MS = 10_000

// Children run in their own process group (a package-manager shim or a master process may have children
// of its own); the group is killed on stop, and whatever is still running when this process ends.
const running = new Set<ChildProcess>()

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // the group is already gone
  }
}

process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL')
})
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const child of running) killGroup(child, 'SIGTERM')
    process.exit(130)
  })

/** How long a server may take to answer (BENCH_START_TIMEOUT_S): a PGlite seed on a busy machine takes minutes. */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_S ?? 120) * 1000

export async function waitForHealth(
  name: string,
  healthUrl: string,
  child: ChildProcess,
  timeoutMs = START_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`)
    try {
      if ((await fetch(healthUrl)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`${name} did not become healthy in ${Math.round(timeoutMs / 1000)} s`)
}

/** Spawns a server, waits until `healthUrl` answers, and returns its stopper (SIGTERM, SIGKILL after 10 s). */
export async function startServer(spec: ServerSpec): Promise<Server> {
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', spec.stdout ?? 'inherit', 'inherit'],
    detached: true,
  })
  running.add(child)
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.once('error', () => resolve())
  })
  void exited.then(() => running.delete(child))
  const stop = async () => {
    if (!running.has(child)) return
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS)
    killGroup(child, 'SIGTERM')
    await exited
    clearTimeout(timer)
    killGroup(child, 'SIGKILL') // stragglers of the group, if any
  }
  try {
    await waitForHealth(spec.name, spec.healthUrl, child, spec.timeoutMs)
  } catch (error) {
    await stop()
    throw error
  }
  return { name: spec.name, stop, ...(child.pid === undefined ? {} : { group: child.pid }) }
}

/** Loads one URL with autocannon; non-2xx answers count as errors. */
export async function load(title: string, url: string, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    ...(options.body ? { body: options.body } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    connections: options.connections,
    duration: options.duration,
    title,
  })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

export const WRK = '/usr/bin/wrk'
export const hasWrk = existsSync(WRK)

/** wrk's latency as milliseconds ("850.00us", "1.20ms", "1.05s"). */
function wrkMs(text: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text ?? '')
  if (!match) return Number.NaN
  const value = Number(match[1])
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value
}

/**
 * Loads one URL with wrk (one thread). autocannon tops out around 7-8k req/s on this machine, far below what nginx
 * serves, so nginx baselines are measured with wrk: a ratio against an autocannon-capped nginx flatters the
 * storefront about 10×. Non-2xx answers and socket errors count as errors.
 */
export function wrkLoad(
  url: string,
  options: { connections: number; duration: number; headers?: Record<string, string>; timeoutS?: number },
): Promise<LoadResult> {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ])
  // wrk counts an answer slower than its timeout (2 s by default) as a socket error, not as a latency.
  const timeout = options.timeoutS ? ['--timeout', `${options.timeoutS}s`] : []
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${options.duration}s`,
    '--latency',
    ...timeout,
    ...headers,
    url,
  ]
  return new Promise((resolve, reject) => {
    execFile(WRK, args, (error, stdout) => {
      if (error) return reject(error)
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN)
      const p50 = wrkMs(/^\s+50%\s+(\S+)/m.exec(stdout)?.[1])
      const p99 = wrkMs(/^\s+99%\s+(\S+)/m.exec(stdout)?.[1])
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0)
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout)
      const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
      if (!Number.isFinite(rps)) return reject(new Error(`wrk gave no rate for ${url}:\n${stdout}`))
      resolve({ rps: Math.round(rps), p50, p99, errors: non2xx + socketErrors })
    })
  })
}

/** Runs a load `runs` times: the runs sorted by rate (min first), and the median run. */
export async function repeated(
  runs: number,
  once: () => Promise<LoadResult>,
): Promise<{ all: LoadResult[]; median: LoadResult }> {
  const all: LoadResult[] = []
  for (let i = 0; i < runs; i += 1) all.push(await once())
  all.sort((a, b) => a.rps - b.rps)
  const median = all[Math.floor(all.length / 2)]
  if (!median) throw new Error('no run')
  return { all, median }
}

/**
 * `Machine: 2 × AMD EPYC, 24 GiB, Node v20.20.2, load 0.12 at start. Date: 2026-11-22.` The load average is
 * part of the figure: on a 2-core machine a parallel build halves every number, and that must show.
 */
export function machineLine(): string {
  const load = (loadavg()[0] ?? 0).toFixed(2)
  return `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${load} at start. Date: ${new Date().toISOString().slice(0, 10)}.`
}
