/**
 * Price-access verification (spec §1, §4 "Price access state", §6): a legal customer sends documents, a manager
 * reviews them and approves (the customer gets a level that sees prices) or rejects with a reason. While a
 * request waits, the customer's state is ON_APPROVAL and the price restriction shows the on-approval message.
 */
export const PRICE_ACCESS_STATES = ['on_approval', 'approved', 'rejected'] as const
export type PriceAccessState = (typeof PRICE_ACCESS_STATES)[number]

/** What the manager may do with a request in each state: only a waiting request is decided, once. */
export const PRICE_ACCESS_TRANSITIONS: Record<PriceAccessState, readonly PriceAccessState[]> = {
  on_approval: ['approved', 'rejected'],
  approved: [],
  rejected: [],
}

/** How many documents one request may carry, and the fewest (§5 "Documents must be added"). */
export const PRICE_ACCESS_DOCUMENTS = { min: 1, max: 10 } as const
/** A rejection must say why: the customer reads it and fixes the documents. */
export const REJECTION_REASON_MAX_LENGTH = 1000

export function isPriceAccessState(value: unknown): value is PriceAccessState {
  return (PRICE_ACCESS_STATES as readonly unknown[]).includes(value)
}

export type PriceAccessMove =
  | { ok: true }
  | { ok: false; reason: 'not_allowed' | 'reason_required' | 'reason_too_long' }

/** Whether a manager may move a request from `from` to `to`; a rejection needs a reason the customer can read. */
export function checkPriceAccessMove(
  from: PriceAccessState,
  to: PriceAccessState,
  reason: string,
): PriceAccessMove {
  if (!PRICE_ACCESS_TRANSITIONS[from].includes(to)) return { ok: false, reason: 'not_allowed' }
  if (to === 'rejected' && reason.trim() === '') return { ok: false, reason: 'reason_required' }
  if (reason.length > REJECTION_REASON_MAX_LENGTH) return { ok: false, reason: 'reason_too_long' }
  return { ok: true }
}

export type RequestEligibility =
  | { ok: true }
  | { ok: false; reason: 'not_legal' | 'pending' | 'approved' | 'no_documents' | 'too_many_documents' }

/**
 * Whether a customer may send a new request: only a legal entity, not while one waits or after approval (a
 * rejected customer tries again with better documents), and with 1 to 10 documents.
 */
export function canRequestPriceAccess(input: {
  kind: 'personal' | 'legal'
  latest: PriceAccessState | null
  documentCount: number
}): RequestEligibility {
  if (input.kind !== 'legal') return { ok: false, reason: 'not_legal' }
  if (input.latest === 'on_approval') return { ok: false, reason: 'pending' }
  if (input.latest === 'approved') return { ok: false, reason: 'approved' }
  if (input.documentCount < PRICE_ACCESS_DOCUMENTS.min) return { ok: false, reason: 'no_documents' }
  if (input.documentCount > PRICE_ACCESS_DOCUMENTS.max) return { ok: false, reason: 'too_many_documents' }
  return { ok: true }
}
