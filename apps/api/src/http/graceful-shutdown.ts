import type { Logger } from 'pino'
import type { Lifecycle } from './lifecycle.ts'

/** What shutdown needs of the HTTP server: node:http's Server has it all. */
export type DrainableServer = {
  close: (callback: () => void) => unknown
  closeIdleConnections?: () => void
  closeAllConnections?: () => void
}

export type ShutdownInput = {
  server: DrainableServer
  lifecycle: Lifecycle
  /** How long requests in flight (and the work they started) may take before they are cut off. */
  graceMs: number
  logger: Logger
  /** Stops the periodic jobs; resolves when a round in progress has finished. */
  stopJobs: () => Promise<void>
  closeDatabase: () => Promise<void>
}

/**
 * A rolling deploy's SIGTERM: the health check turns 503 and answers close their connections (a balancer stops
 * sending here), the listener closes (new connections go elsewhere), idle keep-alive connections end, and the
 * requests in flight, the jobs' rounds and the work requests started run to their end — up to `graceMs` in
 * all. Only then does the database close: a request never meets a closed pool ("Cannot use a pool after
 * calling end" as a 500). Past the grace period the connections still open are cut (the client sees a reset,
 * which a balancer retries, never a 500) before the database closes. Answers whether the grace ran out.
 */
export async function shutdownGracefully(input: ShutdownInput): Promise<{ timedOut: boolean }> {
  const { server, lifecycle, logger } = input
  lifecycle.startDraining()
  const deadline = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), input.graceMs).unref(),
  )
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  // Keep-alive connections with no request in flight would hold close() open: end them now.
  server.closeIdleConnections?.()
  const drained = Promise.all([closed, input.stopJobs()]).then(() => lifecycle.settled())
  const outcome = await Promise.race([drained.then(() => 'drained' as const), deadline])
  const timedOut = outcome === 'timeout'
  if (timedOut) {
    logger.warn({ graceMs: input.graceMs }, 'requests still running at the end of the grace period: cut off')
    server.closeAllConnections?.()
  }
  await input.closeDatabase()
  return { timedOut }
}
