import type { Deps } from '../../http/context.ts'
import { releaseUnpaidOrders } from './unpaid-orders.ts'

/**
 * Expires unpaid online orders whose payment window has closed, every `intervalSeconds` on this instance
 * (the same shape as the payments' reconciliation job). Every instance may run it: each order is expired by
 * one conditional UPDATE, so concurrent rounds return its stock once. Answers a stop function for shutdown.
 */
export function startUnpaidRelease(deps: Deps, intervalSeconds: number): () => void {
  if (intervalSeconds <= 0) return () => {}
  let running = false
  const timer = setInterval(async () => {
    if (running) return
    running = true
    try {
      const { expired } = await releaseUnpaidOrders(deps, { limit: 100 })
      if (expired.length > 0)
        deps.logger.info({ orders: expired }, 'unpaid orders expired, their stock returned')
    } catch (error) {
      deps.logger.error({ err: error }, 'unpaid order release round failed')
    } finally {
      running = false
    }
  }, intervalSeconds * 1000)
  timer.unref()
  return () => clearInterval(timer)
}
