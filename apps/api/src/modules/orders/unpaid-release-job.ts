import type { Deps } from '../../http/context.ts'
import { repeatEvery } from '../../lib/repeating-job.ts'
import { releaseUnpaidOrders } from './unpaid-orders.ts'

/**
 * Expires unpaid online orders whose payment window has closed, every `intervalSeconds` on this instance
 * (the same shape as the payments' reconciliation job). Every instance may run it: each order is expired by
 * one conditional UPDATE, so concurrent rounds return its stock once. Answers a stop function for shutdown.
 */
export function startUnpaidRelease(deps: Deps, intervalSeconds: number): () => Promise<void> {
  return repeatEvery(
    intervalSeconds,
    async () => {
      const { expired } = await releaseUnpaidOrders(deps, { limit: 100 })
      if (expired.length > 0)
        deps.logger.info({ orders: expired }, 'unpaid orders expired, their stock returned')
    },
    (error) => deps.logger.error({ err: error }, 'unpaid order release round failed'),
  )
}
