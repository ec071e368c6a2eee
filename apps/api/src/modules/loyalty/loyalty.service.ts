import type {
  LoyaltyAccount,
  LoyaltyOperation,
  LoyaltyUpcomingEvent,
} from '@vitrina/api-client/schemas/loyalty'
import {
  ACCRUAL_HOLD_DAYS,
  ACCRUAL_PERCENT,
  EXPIRY_WARNING_DAYS,
  POINTS_LIFETIME_DAYS,
  remainingByAccrual,
} from '@vitrina/domain/loyalty'
import { decimalToMinor, minorToDecimal } from '@vitrina/domain/money'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { customers, levels, loyaltyAccounts, loyaltyOperations, orders } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { checkCard } from './checkout-balances.ts'
import { ensureAccount, ledgerState, pendingAccruals, settleDue } from './loyalty-ledger.ts'

type Ctx = { companyId: number; customerId: number }
type OperationRow = typeof loyaltyOperations.$inferSelect

const DAY_MS = 86_400_000

/** The customer's bonus account, with what has fallen due posted first (so the balance is current). */
export async function loadAccount(deps: Deps, ctx: Ctx): Promise<LoyaltyAccount> {
  const now = deps.clock.now()
  const account = await deps.db.transaction(async (tx) => {
    const opened = await ensureAccount(tx, ctx)
    await settleDue(tx, opened.id, now)
    const [fresh] = await tx.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.id, opened.id))
    return fresh ?? opened
  })
  const [[level], pending, state] = await Promise.all([
    deps.db
      .select({ name: levels.name, description: levels.description })
      .from(customers)
      .innerJoin(levels, eq(levels.id, customers.levelId))
      .where(and(eq(customers.id, ctx.customerId), eq(customers.companyId, ctx.companyId))),
    pendingAccruals(deps.db, account.id),
    ledgerState(deps.db, account.id),
  ])
  const remaining = remainingByAccrual(state.accruals, state.consumed)
  const warnUntil = new Date(now.getTime() + EXPIRY_WARNING_DAYS * DAY_MS)
  const expiring = state.accruals.filter(
    (a) => a.expiresAt && a.expiresAt > now && a.expiresAt <= warnUntil && (remaining.get(a.id) ?? 0) > 0,
  )
  const numbers = await orderNumbers(deps, ctx, pending)
  const upcoming: LoyaltyUpcomingEvent[] = [
    ...pending.map((op) => ({
      kind: 'accrual' as const,
      amount: minorToDecimal(op.amountMinor),
      date: op.effectiveAt.toISOString(),
      order: orderRef(op.orderId, numbers),
    })),
    ...expiring.map((op) => ({
      kind: 'expiry' as const,
      amount: minorToDecimal(remaining.get(op.id) ?? 0),
      date: op.expiresAt?.toISOString() ?? '',
      order: null,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date))
  return {
    card_number: account.cardNumber,
    barcode_format: 'code128',
    level: level ? { name: level.name, description: level.description } : null,
    balance: minorToDecimal(account.balanceMinor),
    pending: minorToDecimal(pending.reduce((sum, op) => sum + op.amountMinor, 0)),
    upcoming,
    terms: {
      accrual_percent: ACCRUAL_PERCENT,
      hold_days: ACCRUAL_HOLD_DAYS,
      lifetime_days: POINTS_LIFETIME_DAYS,
    },
  }
}

const mine = (ctx: Ctx) =>
  and(
    eq(loyaltyOperations.state, 'posted'),
    sql`${loyaltyOperations.accountId} = (select ${loyaltyAccounts.id} from ${loyaltyAccounts} where ${loyaltyAccounts.companyId} = ${ctx.companyId} and ${loyaltyAccounts.customerId} = ${ctx.customerId})`,
  )

/** The posted operations, newest first (the history of the Details tab). */
export async function listOperations(deps: Deps, ctx: Ctx, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(loyaltyOperations)
      .where(mine(ctx))
      .orderBy(desc(loyaltyOperations.effectiveAt), desc(loyaltyOperations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(loyaltyOperations).where(mine(ctx)),
  ])
  const count = total?.n ?? 0
  const numbers = await orderNumbers(deps, ctx, rows)
  return {
    count,
    next: page * pageSize < count ? String(page + 1) : null,
    previous: page > 1 ? String(page - 1) : null,
    results: rows.map((row) => operationJson(row, numbers)),
  }
}

/** One posted operation of the customer's account; anyone else's is not found. */
export async function loadOperation(deps: Deps, ctx: Ctx, id: number): Promise<LoyaltyOperation> {
  const [row] = await deps.db
    .select()
    .from(loyaltyOperations)
    .where(and(eq(loyaltyOperations.id, id), mine(ctx)))
  if (!row) throw notFound()
  return operationJson(row, await orderNumbers(deps, ctx, [row]))
}

async function orderNumbers(deps: Deps, ctx: Ctx, rows: Pick<OperationRow, 'orderId'>[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId])))]
  if (ids.length === 0) return new Map<number, string>()
  const found = await deps.db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(
      and(
        inArray(orders.id, ids),
        eq(orders.companyId, ctx.companyId),
        eq(orders.customerId, ctx.customerId),
      ),
    )
  return new Map(found.map((o) => [o.id, o.number]))
}

function orderRef(orderId: number | null, numbers: Map<number, string>) {
  const number = orderId === null ? undefined : numbers.get(orderId)
  return orderId !== null && number !== undefined ? { id: orderId, number } : null
}

function operationJson(row: OperationRow, numbers: Map<number, string>): LoyaltyOperation {
  return {
    id: row.id,
    kind: row.kind,
    amount: minorToDecimal(row.amountMinor),
    date: row.effectiveAt.toISOString(),
    order: orderRef(row.orderId, numbers),
    reason: row.reason,
  }
}

/** A card typed at checkout (issue #14): the customer's own bonus card with its current balance, or a gift card. */
export function checkCheckoutCard(deps: Deps, ctx: Ctx, barcode: string) {
  return checkCard(deps.db, ctx, barcode, deps.clock.now(), async () => {
    const account = await loadAccount(deps, ctx)
    return decimalToMinor(account.balance) ?? 0
  })
}
