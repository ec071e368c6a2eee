import type { PriceAccessRequest, PriceAccessStatus } from '@vitrina/api-client/schemas/legal'
import {
  canRequestPriceAccess,
  checkPriceAccessMove,
  isPriceAccessState,
  type PriceAccessState,
} from '@vitrina/domain/price-access'
import { and, desc, eq } from 'drizzle-orm'
import { customers, levels, priceAccessRequests } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { ApiProblem, conflict, notFound } from '../../http/errors.ts'
import { attachUploads, uploadJson, uploadsOf } from '../uploads/uploads.service.ts'

type Owner = { companyId: number; customerId: number }
type RequestRow = typeof priceAccessRequests.$inferSelect

/** What the customer may do now, and their latest request (spec §6: legal buyers send documents). */
export async function priceAccessStatus(deps: Deps, owner: Owner): Promise<PriceAccessStatus> {
  const { kind, latest } = await customerState(deps, owner)
  // Asked as if with one document: the count is the form's business, this says whether to show the form.
  const eligibility = canRequestPriceAccess({ kind, latest: latest?.state ?? null, documentCount: 1 })
  const blockedBy =
    eligibility.ok || eligibility.reason === 'no_documents' || eligibility.reason === 'too_many_documents'
      ? null
      : eligibility.reason
  return {
    latest: latest ? await requestJson(deps, latest) : null,
    can_request: blockedBy === null,
    blocked_by: blockedBy,
  }
}

/**
 * Sends a request with the customer's uploaded documents, written whole or not at all: the request, the
 * documents attached to it and the customer's ON_APPROVAL state. The partial unique index keeps a second
 * waiting request out even when two sends race.
 */
export async function requestPriceAccess(
  deps: Deps,
  owner: Owner,
  documents: readonly number[],
): Promise<PriceAccessRequest> {
  const { kind, latest } = await customerState(deps, owner)
  const eligibility = canRequestPriceAccess({
    kind,
    latest: latest?.state ?? null,
    documentCount: new Set(documents).size,
  })
  if (!eligibility.ok) {
    if (eligibility.reason === 'no_documents')
      throw new ApiProblem(400, { documents: ['Documents must be added.'] })
    if (eligibility.reason === 'too_many_documents')
      throw new ApiProblem(400, { documents: ['Too many documents.'] })
    throw conflict(CONFLICTS[eligibility.reason], eligibility.reason)
  }
  const now = deps.clock.now()
  const row = await deps.db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(priceAccessRequests)
        .values({ ...owner, state: 'on_approval', createdAt: now })
        .returning()
      if (!created) throw new Error('price access insert returned nothing')
      await attachUploads(
        tx,
        owner,
        documents,
        'document',
        { to: 'price_access', id: created.id },
        'documents',
      )
      await tx
        .update(customers)
        .set({ state: 'ON_APPROVAL' })
        .where(and(eq(customers.id, owner.customerId), eq(customers.companyId, owner.companyId)))
      return created
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(CONFLICTS.pending, 'pending')
      throw error
    })
  return requestJson(deps, row)
}

async function customerState(deps: Deps, owner: Owner) {
  const [customer] = await deps.db
    .select({ kind: customers.kind })
    .from(customers)
    .where(and(eq(customers.id, owner.customerId), eq(customers.companyId, owner.companyId)))
  if (!customer) throw notFound()
  return { kind: customer.kind, latest: await latestRequest(deps, owner) }
}

const CONFLICTS = {
  not_legal: 'Price access is for legal entities: switch the profile to a legal entity first.',
  pending: 'A request is already being verified.',
  approved: 'Price access is already granted.',
} as const

/**
 * A manager's decision (staff with `companyId`, the dev control across companies with null). Approval gives
 * the customer the company's price-access level; either way the customer leaves ON_APPROVAL. The move is one
 * conditional update, so two managers deciding at once cannot both win.
 */
export async function decidePriceAccess(
  deps: Deps,
  companyId: number | null,
  id: number,
  to: 'approved' | 'rejected',
  reason: string,
): Promise<{ id: number; state: PriceAccessState }> {
  const scope =
    companyId === null
      ? eq(priceAccessRequests.id, id)
      : and(eq(priceAccessRequests.id, id), eq(priceAccessRequests.companyId, companyId))
  const [current] = await deps.db.select().from(priceAccessRequests).where(scope)
  if (!current) throw notFound()
  const move = checkPriceAccessMove(current.state, to, reason)
  if (!move.ok) {
    if (move.reason === 'not_allowed')
      throw conflict(`A ${current.state} request cannot become ${to}.`, 'not_allowed')
    throw new ApiProblem(400, {
      reason: [
        move.reason === 'reason_required' ? 'Say why the request is rejected.' : 'The reason is too long.',
      ],
    })
  }
  return deps.db.transaction(async (tx) => {
    let levelId: number | null = null
    if (to === 'approved') {
      const [level] = await tx
        .select({ id: levels.id })
        .from(levels)
        .where(and(eq(levels.companyId, current.companyId), eq(levels.grantedOnPriceAccess, true)))
        .orderBy(levels.id)
        .limit(1)
      if (!level) throw conflict('The company has no level to grant on approval.', 'no_level')
      levelId = level.id
    }
    const [moved] = await tx
      .update(priceAccessRequests)
      .set({
        state: to,
        reason: to === 'rejected' ? reason.trim() : '',
        levelId,
        decidedAt: deps.clock.now(),
      })
      .where(and(eq(priceAccessRequests.id, current.id), eq(priceAccessRequests.state, 'on_approval')))
      .returning({ id: priceAccessRequests.id, state: priceAccessRequests.state })
    if (!moved) throw conflict('The request was decided meanwhile.', 'not_allowed')
    await tx
      .update(customers)
      .set({ state: 'ACTIVE', ...(levelId !== null && { levelId }) })
      .where(and(eq(customers.id, current.customerId), eq(customers.companyId, current.companyId)))
    return moved
  })
}

/** The requests a manager looks at: newest first, waiting ones included (the dev control page). */
export async function recentRequests(deps: Deps, limit = 50): Promise<RequestRow[]> {
  return deps.db.select().from(priceAccessRequests).orderBy(desc(priceAccessRequests.id)).limit(limit)
}

async function latestRequest(deps: Deps, owner: Owner): Promise<RequestRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(priceAccessRequests)
    .where(
      and(
        eq(priceAccessRequests.customerId, owner.customerId),
        eq(priceAccessRequests.companyId, owner.companyId),
      ),
    )
    .orderBy(desc(priceAccessRequests.id))
    .limit(1)
  return row
}

async function requestJson(deps: Deps, row: RequestRow): Promise<PriceAccessRequest> {
  const files = await uploadsOf(deps, 'price_access', [row.id])
  if (!isPriceAccessState(row.state)) throw new Error(`unknown price access state ${row.state}`)
  return {
    id: row.id,
    state: row.state,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    documents: files.map((file) => uploadJson(deps, file)),
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
