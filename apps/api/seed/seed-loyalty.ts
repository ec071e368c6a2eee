import { accrualFor, loyaltyCardNumber } from '@vitrina/domain/loyalty'
import { and, eq, like } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import {
  customers,
  giftCards,
  levels,
  loyaltyAccounts,
  loyaltyOperations,
  orderItems,
  orders,
  products,
  skuRegionOffers,
  skus,
} from '../src/db/schema/index.ts'
import { DEMO_CUSTOMER_PHONE } from './seed-customer.ts'

/**
 * The demo customer of company 2 (Wayfarer Travel) signs in with the same phone as the shop's (customers are
 * per company, and the travel tenant sends codes to Russian numbers only, like the shop).
 */
export const TRAVEL_DEMO_CUSTOMER_PHONE = DEMO_CUSTOMER_PHONE

/** Gift cards anyone may spend by barcode at checkout (docs/decisions/014-loyalty.md). */
export const DEMO_GIFT_CARDS = {
  1: [
    { barcode: '2990000012345', amountMinor: 300_000, expiresAt: new Date(Date.UTC(2027, 11, 31)) },
    { barcode: '2990000054321', amountMinor: 50_000, expiresAt: null },
    { barcode: '2990000099999', amountMinor: 100_000, expiresAt: new Date(Date.UTC(2026, 0, 31)) },
  ],
  2: [
    { barcode: '2990000067890', amountMinor: 5_000, expiresAt: new Date(Date.UTC(2027, 11, 31)) },
    { barcode: '2990000013579', amountMinor: 2_500, expiresAt: null },
  ],
} as const

const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d))
type Op = typeof loyaltyOperations.$inferInsert

/**
 * A bonus account with a varied history for the demo customer of each tenant: points from a review that
 * expired, a welcome and a birthday accrual, points for a paid order, a debit spent on an order (so the order
 * shows it), points of a paid order still in the return window, and welcome points expiring soon. The balance
 * is the sum of the posted operations, as the ledger keeps it.
 */
export async function seedLoyalty(
  db: Database,
  input: { companyId: number; isGear: boolean; regionId?: number },
) {
  const cards = DEMO_GIFT_CARDS[input.companyId as 1 | 2] ?? []
  await db.insert(giftCards).values(
    cards.map((card) => ({
      companyId: input.companyId,
      barcode: card.barcode,
      initialMinor: card.amountMinor,
      balanceMinor: card.amountMinor,
      expiresAt: card.expiresAt,
    })),
  )
  const customerId = input.isGear
    ? await findCustomer(db, input.companyId, DEMO_CUSTOMER_PHONE)
    : await travelCustomer(db, input)
  if (customerId === null) return
  const prefix = input.isGear ? 'TR-2026-' : 'WF-2026-'
  const history = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), like(orders.number, `${prefix}%`)))
    .orderBy(orders.createdAt)
  const [paidLong, spentOn] = history
  const scale = input.isGear ? 1 : 0.01 // roubles vs dollars: the same story in sensible amounts
  const money = (minor: number) => Math.round(minor * scale)
  const ops: Omit<Op, 'accountId'>[] = []
  const review: Omit<Op, 'accountId'> = {
    kind: 'accrual',
    state: 'posted',
    amountMinor: money(20_000),
    reason: 'review',
    effectiveAt: day(2024, 11, 1),
    expiresAt: day(2025, 11, 1),
  }
  ops.push(
    review,
    {
      kind: 'accrual',
      state: 'posted',
      amountMinor: money(50_000),
      reason: 'welcome',
      effectiveAt: day(2025, 12, 20),
      expiresAt: day(2026, 12, 20),
    },
    {
      kind: 'accrual',
      state: 'posted',
      amountMinor: money(100_000),
      reason: 'birthday',
      effectiveAt: day(2026, 3, 15),
      expiresAt: day(2027, 3, 15),
    },
  )
  let debit = 0
  if (paidLong) {
    const earned = accrualFor(paidLong.paidMinor)
    ops.push({
      kind: 'accrual',
      state: 'posted',
      amountMinor: earned,
      orderId: paidLong.id,
      effectiveAt: new Date(paidLong.createdAt.getTime() + 14 * 86_400_000),
      expiresAt: day(2027, 10, 7),
    })
    debit = earned // keeps the shop's balance at the 1 500 ₽ the cart tests know
  }
  if (spentOn && debit > 0) {
    const total = spentOn.subtotalMinor - spentOn.discountMinor - debit
    await db
      .update(orders)
      .set({ bonusDebitMinor: debit, totalMinor: total, paidMinor: total })
      .where(eq(orders.id, spentOn.id))
    ops.push(
      {
        kind: 'debit',
        state: 'posted',
        amountMinor: debit,
        orderId: spentOn.id,
        effectiveAt: spentOn.createdAt,
      },
      {
        kind: 'accrual',
        state: 'pending',
        amountMinor: accrualFor(total),
        orderId: spentOn.id,
        effectiveAt: day(2026, 12, 1),
        expiresAt: day(2027, 12, 1),
      },
    )
  }
  const [account] = await db
    .insert(loyaltyAccounts)
    .values({ companyId: input.companyId, customerId, cardNumber: loyaltyCardNumber(customerId) })
    .returning({ id: loyaltyAccounts.id })
  if (!account) return
  const inserted = await db
    .insert(loyaltyOperations)
    .values(ops.map((op) => ({ ...op, accountId: account.id, createdAt: op.effectiveAt })))
    .returning()
  const reviewRow = inserted.find((op) => op.reason === 'review')
  const expired = reviewRow
    ? [
        {
          accountId: account.id,
          kind: 'expiry' as const,
          state: 'posted' as const,
          amountMinor: reviewRow.amountMinor,
          sourceOperationId: reviewRow.id,
          effectiveAt: day(2025, 11, 1),
          createdAt: day(2025, 11, 1),
        },
      ]
    : []
  if (expired.length > 0) await db.insert(loyaltyOperations).values(expired)
  const balance = [...inserted, ...expired].reduce(
    (sum, op) =>
      op.state !== 'posted'
        ? sum
        : op.kind === 'accrual' || op.kind === 'refund'
          ? sum + op.amountMinor
          : sum - op.amountMinor,
    0,
  )
  await db.update(loyaltyAccounts).set({ balanceMinor: balance }).where(eq(loyaltyAccounts.id, account.id))
}

async function findCustomer(db: Database, companyId: number, phone: string): Promise<number | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.phone, phone)))
  return row?.id ?? null
}

/** The travel demo customer (created here unless another seed made them) with two past orders. */
async function travelCustomer(
  db: Database,
  input: { companyId: number; regionId?: number },
): Promise<number | null> {
  if (input.regionId === undefined) return null
  const [silver] = await db
    .select({ id: levels.id })
    .from(levels)
    .where(eq(levels.companyId, input.companyId))
    .limit(1)
  await db
    .insert(customers)
    .values({
      companyId: input.companyId,
      phone: TRAVEL_DEMO_CUSTOMER_PHONE,
      firstName: 'Emily',
      lastName: 'Carter',
      email: 'emily.carter@example.com',
      emailConfirmed: true,
      gender: 'female',
      levelId: silver?.id ?? null,
    })
    .onConflictDoNothing()
  const customerId = await findCustomer(db, input.companyId, TRAVEL_DEMO_CUSTOMER_PHONE)
  if (customerId === null) return null
  // Two past orders of the travel shop's goods (a guidebook, then a suitcase paid partly with its points), delivered to Moscow at the
  // prices the catalogue asks; tours are booked in the tours mode, not bought as goods.
  const bought = await db
    .select({
      skuId: skus.id,
      productId: products.id,
      name: products.name,
      article: products.article,
      size: skus.size,
      barcode: skus.barcode,
      price: skuRegionOffers.priceMinor,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(
      skuRegionOffers,
      and(eq(skuRegionOffers.skuId, skus.id), eq(skuRegionOffers.regionId, input.regionId)),
    )
    .where(eq(products.companyId, input.companyId))
    .orderBy(products.id, skus.id)
  const suitcase = bought.find((row) => row.size === 'M')
  const book = bought.find((row) => row.name.includes('guidebook'))
  for (const [n, item] of [book, suitcase].entries()) {
    if (!item) continue
    const price = item.price
    const [order] = await db
      .insert(orders)
      .values({
        companyId: input.companyId,
        customerId,
        regionId: input.regionId,
        number: `WF-2026-${String(n + 1).padStart(5, '0')}`,
        state: 'done',
        deliveryType: 'DELIVERY',
        address: { city: 'Moscow', street: 'Tverskaya', house: '7' },
        addressDetails: { flat: '12', floor: '3', entrance: '1', comment: '' },
        paymentType: 'redirect',
        recipientName: 'Emily Carter',
        recipientPhone: TRAVEL_DEMO_CUSTOMER_PHONE.replace(/\D/g, ''),
        recipientEmail: 'emily.carter@example.com',
        subtotalMinor: price,
        discountMinor: 0,
        bonusDebitMinor: 0,
        totalMinor: price,
        paidMinor: price,
        createdAt: n === 0 ? day(2026, 9, 23) : day(2026, 11, 17),
      })
      .returning({ id: orders.id })
    if (!order) continue
    await db.insert(orderItems).values({
      orderId: order.id,
      productId: item.productId,
      skuId: item.skuId,
      name: item.name,
      article: item.article,
      size: item.size,
      barcode: item.barcode,
      count: 1,
      priceMinor: price,
      state: 'done',
    })
  }
  return customerId
}
