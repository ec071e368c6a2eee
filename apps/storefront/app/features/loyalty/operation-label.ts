import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LoyaltyOperation } from '@vitrina/api-client/schemas/loyalty'

const KIND: Record<LoyaltyOperation['kind'], MessageDescriptor> = {
  accrual: msg`Points earned`,
  debit: msg`Points spent`,
  expiry: msg`Points expired`,
  refund: msg`Points returned`,
}

const REASON: Record<string, MessageDescriptor> = {
  welcome: msg`Welcome bonus`,
  birthday: msg`Birthday bonus`,
  review: msg`For a product review`,
  opening: msg`Balance carried over`,
}

/** What an operation of the history is called: its kind, and why when no order explains it. */
export function operationLabel(op: Pick<LoyaltyOperation, 'kind' | 'reason' | 'order'>): {
  title: MessageDescriptor
  reason: MessageDescriptor | null
} {
  const reason = op.order === null && op.reason !== null ? (REASON[op.reason] ?? null) : null
  return { title: KIND[op.kind], reason }
}
