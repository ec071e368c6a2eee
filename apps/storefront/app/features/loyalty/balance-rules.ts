import type { LoyaltyOperation } from '@vitrina/api-client/schemas/loyalty'

/** Accruals and refunds add to the balance; debits and expiries take from it. */
export function isCredit(kind: LoyaltyOperation['kind']): boolean {
  return kind === 'accrual' || kind === 'refund'
}

/** The tab a sub-path of /my/balance-actions/ or /screens/balance/ shows: "details" is the history. */
export function balanceTab(splat: string | undefined): 'about' | 'details' {
  return (splat ?? '').replace(/^\/+|\/+$/g, '').split('/')[0] === 'details' ? 'details' : 'about'
}
