import type { Deps } from '../../http/context.ts'
import { repeatEvery } from '../../lib/repeating-job.ts'
import { reconcilePayments } from './payments.service.ts'
import type { PaymentProvider } from './provider.ts'

/**
 * Runs reconciliation every `intervalSeconds` on this instance: payments not read from the provider for two
 * intervals are asked about again (so a payment a shopper is polling right now is left to the poll). Every
 * instance may run it; each round is idempotent. Answers a stop function for shutdown.
 */
export function startReconciliation(
  deps: Deps,
  provider: PaymentProvider,
  intervalSeconds: number,
): () => Promise<void> {
  return repeatEvery(
    intervalSeconds,
    async () => {
      const result = await reconcilePayments(deps, provider, { staleMs: intervalSeconds * 2000, limit: 50 })
      if (result.checked > 0 || result.refunded > 0 || result.unavailable)
        deps.logger.info({ provider: provider.name, ...result }, 'payments reconciled')
    },
    (error) => deps.logger.error({ err: error }, 'payment reconciliation round failed'),
  )
}
