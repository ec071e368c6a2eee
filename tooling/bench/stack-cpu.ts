// CPU time spent by a deployment under load (Linux /proc): every process of the given process groups (API,
// storefront and nginx processes with their children) plus the PostgreSQL backends serving one database. Divided
// by the wall time it says how many cores the stack kept busy; on a 2-core machine that bounds what more
// processes can add (issue 18's 1+1 → 2+2 ratio).
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { cpus } from 'node:os'

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/** utime + stime (ticks) and the process group of a pid, or null when it is gone. */
function stat(pid: number): { ticks: number; group: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: the fields after its closing one are fixed.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { ticks: Number(fields[11]) + Number(fields[12]), group: Number(fields[2]) }
  } catch {
    return null
  }
}

function backendsOf(databaseUrl: string): number[] {
  const database = new URL(databaseUrl).pathname.slice(1)
  const admin = new URL(databaseUrl)
  admin.pathname = '/postgres'
  const out = execFileSync(
    'psql',
    [
      admin.toString(),
      '-Atc',
      `select pid from pg_stat_activity where datname = '${database.replace(/'/g, "''")}'`,
    ],
    { encoding: 'utf8' },
  )
  return out.split('\n').filter(Boolean).map(Number)
}

/** CPU seconds used so far by the groups' processes and the database's backends. */
export function stackCpuSeconds(groups: number[], databaseUrl: string): number {
  const wanted = new Set(groups)
  let ticks = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const s = stat(Number(entry))
    if (s && wanted.has(s.group)) ticks += s.ticks
  }
  for (const pid of backendsOf(databaseUrl)) ticks += stat(pid)?.ticks ?? 0
  return ticks / TICKS_PER_SECOND
}

export type CpuUse = { busyCores: number; cpuMsPerRequest: number }

/** Runs `load` and answers how busy the stack kept the machine meanwhile. */
export async function measureCpu<T extends { requests: number }>(
  groups: number[],
  databaseUrl: string,
  load: () => Promise<T>,
): Promise<T & CpuUse> {
  const cpu0 = stackCpuSeconds(groups, databaseUrl)
  const t0 = performance.now()
  const result = await load()
  const wall = (performance.now() - t0) / 1000
  const used = stackCpuSeconds(groups, databaseUrl) - cpu0
  return {
    ...result,
    busyCores: used / wall,
    cpuMsPerRequest: result.requests > 0 ? (1000 * used) / result.requests : Number.NaN,
  }
}

export const coreCount = cpus().length
