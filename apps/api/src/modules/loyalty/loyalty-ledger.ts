import { accrualDates, accrualFor, loyaltyCardNumber, remainingByAccrual } from '@vitrina/domain/loyalty'
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { loyaltyAccounts, loyaltyOperations } from '../../db/schema/index.ts'
import { conflict } from '../../http/errors.ts'

/**
 * The bonus account ledger: the only code that changes `loyalty_accounts.balance_minor`, always together with
 * the operation that explains the change, inside the caller's transaction. Balance = sum of posted operations.
 */

type Owner = { companyId: number; customerId: number }
type AccountRow = typeof loyaltyAccounts.$inferSelect

/** The customer's bonus account, opened on first use (concurrent first uses open one, by the unique key). */
export async function ensureAccount(db: Database, owner: Owner): Promise<AccountRow> {
  await db
    .insert(loyaltyAccounts)
    .values({ ...owner, cardNumber: loyaltyCardNumber(owner.customerId) })
    .onConflictDoNothing()
  const [account] = await db.select().from(loyaltyAccounts).where(ownedBy(owner))
  if (!account) throw new Error('bonus account insert returned nothing')
  return account
}

/** The spendable balance (0 without an account), read without opening one: carts of every guest ask it. */
export async function bonusBalance(db: Database, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ balance: loyaltyAccounts.balanceMinor })
    .from(loyaltyAccounts)
    .where(ownedBy(owner))
  return row?.balance ?? 0
}

const ownedBy = (owner: Owner) =>
  and(eq(loyaltyAccounts.companyId, owner.companyId), eq(loyaltyAccounts.customerId, owner.customerId))

async function changeBalance(tx: Database, accountId: number, delta: number) {
  await tx
    .update(loyaltyAccounts)
    .set({ balanceMinor: sql`${loyaltyAccounts.balanceMinor} + ${delta}` })
    .where(eq(loyaltyAccounts.id, accountId))
}

/**
 * Posts what has fallen due, under a lock on the account row: pending accruals whose return window is over,
 * then expiries of accruals past their date (each takes what is left of its accrual, oldest points spent first).
 */
export async function settleDue(tx: Database, accountId: number, now: Date): Promise<void> {
  await tx.execute(
    sql`select id from ${loyaltyAccounts} where ${loyaltyAccounts.id} = ${accountId} for update`,
  )
  const arrived = await tx
    .update(loyaltyOperations)
    .set({ state: 'posted' })
    .where(
      and(
        eq(loyaltyOperations.accountId, accountId),
        eq(loyaltyOperations.state, 'pending'),
        eq(loyaltyOperations.kind, 'accrual'),
        lte(loyaltyOperations.effectiveAt, now),
      ),
    )
    .returning({ amount: loyaltyOperations.amountMinor })
  const arrivedSum = arrived.reduce((sum, op) => sum + op.amount, 0)
  if (arrivedSum > 0) await changeBalance(tx, accountId, arrivedSum)

  const { accruals, consumed, expiredSources } = await ledgerState(tx, accountId)
  const remaining = remainingByAccrual(accruals, consumed)
  for (const accrual of accruals) {
    const left = remaining.get(accrual.id) ?? 0
    if (!accrual.expiresAt || accrual.expiresAt > now || left <= 0 || expiredSources.has(accrual.id)) continue
    await tx.insert(loyaltyOperations).values({
      accountId,
      kind: 'expiry',
      state: 'posted',
      amountMinor: left,
      sourceOperationId: accrual.id,
      effectiveAt: accrual.expiresAt,
      createdAt: now,
    })
    await changeBalance(tx, accountId, -left)
  }
}

/** Posted accruals in posting order, what spending and expiries have consumed, and which accruals expired. */
export async function ledgerState(db: Database, accountId: number) {
  const posted = await db
    .select()
    .from(loyaltyOperations)
    .where(and(eq(loyaltyOperations.accountId, accountId), eq(loyaltyOperations.state, 'posted')))
    .orderBy(asc(loyaltyOperations.effectiveAt), asc(loyaltyOperations.id))
  const accruals = posted.filter((op) => op.kind === 'accrual')
  const consumed = posted.reduce(
    (sum, op) =>
      op.kind === 'debit' || op.kind === 'expiry'
        ? sum + op.amountMinor
        : op.kind === 'refund'
          ? sum - op.amountMinor
          : sum,
    0,
  )
  const expiredSources = new Set(
    posted.flatMap((op) =>
      op.kind === 'expiry' && op.sourceOperationId !== null ? [op.sourceOperationId] : [],
    ),
  )
  return { accruals, consumed, expiredSources }
}

/**
 * Spends points on an order: one conditional UPDATE (never below zero, whatever runs at the same time), then
 * the debit operation linked to the order. Refused when the balance no longer covers it.
 */
export async function debitForOrder(
  tx: Database,
  owner: Owner,
  input: { orderId: number; amountMinor: number; now: Date },
): Promise<void> {
  const [account] = await tx
    .update(loyaltyAccounts)
    .set({ balanceMinor: sql`${loyaltyAccounts.balanceMinor} - ${input.amountMinor}` })
    .where(and(ownedBy(owner), sql`${loyaltyAccounts.balanceMinor} >= ${input.amountMinor}`))
    .returning({ id: loyaltyAccounts.id })
  if (!account) throw conflict('The bonus balance has changed. Refresh the page.', 'bonuses_changed')
  await tx.insert(loyaltyOperations).values({
    accountId: account.id,
    kind: 'debit',
    state: 'posted',
    amountMinor: input.amountMinor,
    orderId: input.orderId,
    effectiveAt: input.now,
    createdAt: input.now,
  })
}

/**
 * A cancelled or expired order gives back the points it spent (a refund operation, once per order) and drops
 * the points it was still going to earn.
 */
export async function reverseOrderPoints(
  tx: Database,
  order: { id: number; customerId: number; companyId: number; bonusDebitMinor: number },
  now: Date,
): Promise<void> {
  const [account] = await tx.select().from(loyaltyAccounts).where(ownedBy(order))
  if (!account) return
  await tx
    .delete(loyaltyOperations)
    .where(and(eq(loyaltyOperations.orderId, order.id), eq(loyaltyOperations.state, 'pending')))
  if (order.bonusDebitMinor <= 0) return
  const [refund] = await tx
    .insert(loyaltyOperations)
    .values({
      accountId: account.id,
      kind: 'refund',
      state: 'posted',
      amountMinor: order.bonusDebitMinor,
      orderId: order.id,
      effectiveAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: loyaltyOperations.id })
  if (refund) await changeBalance(tx, account.id, order.bonusDebitMinor)
}

/**
 * A fully paid order earns points on the money paid: a pending accrual, spendable after the return window.
 * Recorded once per order, whichever payment completes it.
 */
export async function recordOrderAccrual(
  tx: Database,
  order: { id: number; customerId: number; companyId: number; paidMinor: number },
  paidAt: Date,
): Promise<void> {
  const amountMinor = accrualFor(order.paidMinor)
  if (amountMinor <= 0) return
  const account = await ensureAccount(tx, order)
  const { availableAt, expiresAt } = accrualDates(paidAt)
  await tx
    .insert(loyaltyOperations)
    .values({
      accountId: account.id,
      kind: 'accrual',
      state: 'pending',
      amountMinor,
      orderId: order.id,
      effectiveAt: availableAt,
      expiresAt,
      createdAt: paidAt,
    })
    .onConflictDoNothing()
}

/** Pending accruals of an account (upcoming events). */
export function pendingAccruals(db: Database, accountId: number) {
  return db
    .select()
    .from(loyaltyOperations)
    .where(and(eq(loyaltyOperations.accountId, accountId), eq(loyaltyOperations.state, 'pending')))
    .orderBy(asc(loyaltyOperations.effectiveAt))
}
