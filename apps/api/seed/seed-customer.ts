import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { customers, levels, orderItems, orders, products, skus } from '../src/db/schema/index.ts'
import { seedPurchases, seedShipment } from './seed-purchases.ts'

/** The demo customer of company 1 (sign in with this phone; codes appear in the dev outbox). */
export const DEMO_CUSTOMER_PHONE = '+79123456789'

type Input = {
  companyId: number
  regionId: number | undefined
  outletId: number | undefined
  productIds: number[]
  isGear: boolean
}

/** Customer levels of a tenant, and for the shop a customer with three past orders. */
export async function seedLevelsAndCustomer(db: Database, input: Input) {
  const names = input.isGear
    ? [
        ['Серебро', 'скидка 5%'],
        ['Опт', 'оптовые цены'],
      ]
    : [
        ['Silver', '5% off'],
        ['Partner', 'agency prices'],
      ]
  const [silver] = await db
    .insert(levels)
    .values(names.map(([name = '', description = '']) => ({ companyId: input.companyId, name, description })))
    .returning({ id: levels.id })
  if (!input.isGear || input.regionId === undefined) return
  const [customer] = await db
    .insert(customers)
    .values({
      companyId: input.companyId,
      phone: DEMO_CUSTOMER_PHONE,
      firstName: 'Иван',
      lastName: 'Петров',
      email: 'ivan@example.com',
      emailConfirmed: true,
      gender: 'male',
      levelId: silver?.id ?? null,
    })
    .returning({ id: customers.id })
  if (!customer) return
  const items = await db
    .select({
      skuId: skus.id,
      productId: products.id,
      name: products.name,
      article: products.article,
      size: skus.size,
      barcode: skus.barcode,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(inArray(products.id, input.productIds.slice(0, 3)))
  const past = [
    { state: 'done', days: 60, pickup: false },
    { state: 'shipping', days: 5, pickup: false },
    { state: 'ready_pickup', days: 2, pickup: true },
  ] as const
  for (const [n, spec] of past.entries()) {
    const item = items[n * 2]
    if (item)
      await pastOrder(db, { ...input, regionId: input.regionId, customerId: customer.id, n, spec, item })
  }
  await seedPurchases(db, {
    companyId: input.companyId,
    customerId: customer.id,
    outletId: input.outletId,
    items,
  })
}

async function pastOrder(
  db: Database,
  input: Input & {
    regionId: number
    customerId: number
    n: number
    spec: { state: string; days: number; pickup: boolean }
    item: {
      skuId: number
      productId: number
      name: string
      article: string
      size: string | null
      barcode: string
    }
  },
) {
  const { spec, item } = input
  const price = 599_000 + input.n * 100_000
  const courier = {
    deliveryType: 'DELIVERY',
    address: { city: 'Москва', street: 'Тверская', house: '7' },
    addressDetails: { flat: '12', floor: '3', entrance: '1', comment: 'Домофон 12' },
    paymentType: 'redirect',
    storageUntil: null,
  }
  const pickup = {
    deliveryType: 'PICKUP',
    outletId: input.outletId ?? null,
    paymentType: 'cash',
    storageUntil: new Date(Date.UTC(2026, 10, 25)),
    dueDate: new Date(Date.UTC(2026, 10, 25)),
    receiptCode: '4821',
  }
  const [order] = await db
    .insert(orders)
    .values({
      companyId: input.companyId,
      customerId: input.customerId,
      regionId: input.regionId,
      number: `TR-2026-${String(input.n + 1).padStart(5, '0')}`,
      state: spec.state,
      ...(spec.pickup ? pickup : courier),
      recipientName: 'Иван Петров',
      recipientPhone: '79123456789',
      subtotalMinor: price,
      discountMinor: 0,
      bonusDebitMinor: 0,
      totalMinor: price,
      paidMinor: spec.state === 'done' ? price : 0,
      createdAt: new Date(Date.UTC(2026, 10, 22) - spec.days * 86_400_000),
    })
    .returning({ id: orders.id })
  if (!order) return
  if (!spec.pickup) await seedShipment(db, order.id, input.n, spec.state, spec.days)
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
    state: spec.state,
  })
}
