import type { Database } from '../src/db/client.ts'
import { saleItems, sales, shipments } from '../src/db/schema/index.ts'

type Item = {
  skuId: number
  productId: number
  name: string
  article: string
  size: string | null
  barcode: string
}

const DAY = 86_400_000
/** The seed's "today" (the past orders are dated from it too), so the demo data is the same on every run. */
const TODAY = Date.UTC(2026, 10, 22)

/** Two receipts of the demo customer at the first outlet: one item, then two items of another kind. */
export async function seedPurchases(
  db: Database,
  input: { companyId: number; customerId: number; outletId: number | undefined; items: Item[] },
) {
  const receipts = [
    { check: 'Ч-000481', days: 30, lines: [{ item: input.items[1], count: 1, price: 349_000 }] },
    { check: 'Ч-000512', days: 12, lines: [{ item: input.items[3], count: 2, price: 129_000 }] },
  ]
  for (const receipt of receipts) {
    const lines = receipt.lines.filter(
      (line): line is typeof line & { item: Item } => line.item !== undefined,
    )
    if (lines.length === 0) continue
    const [sale] = await db
      .insert(sales)
      .values({
        companyId: input.companyId,
        customerId: input.customerId,
        outletId: input.outletId ?? null,
        checkNumber: receipt.check,
        totalMinor: lines.reduce((sum, line) => sum + line.price * line.count, 0),
        soldAt: new Date(TODAY - receipt.days * DAY),
      })
      .returning({ id: sales.id })
    if (!sale) continue
    await db.insert(saleItems).values(
      lines.map((line) => ({
        saleId: sale.id,
        productId: line.item.productId,
        skuId: line.item.skuId,
        name: line.item.name,
        article: line.item.article,
        size: line.item.size,
        barcode: line.item.barcode,
        count: line.count,
        priceMinor: line.price,
      })),
    )
  }
}

/** The courier parcel of a past order: delivered for a done order, on the way for a shipping one. */
export async function seedShipment(
  db: Database,
  orderId: number,
  n: number,
  state: string,
  createdDaysAgo: number,
) {
  const done = state === 'done'
  await db.insert(shipments).values({
    orderId,
    number: `SH-${String(orderId).padStart(6, '0')}-1`,
    deliveryService: 'СДЭК',
    invoiceNumber: `10${String(4_217_300 + n)}`,
    state: done ? 'done' : 'pickup',
    expectedAt: new Date(TODAY - (createdDaysAgo - 4) * DAY),
    receivedAt: done ? new Date(TODAY - (createdDaysAgo - 3) * DAY) : null,
  })
}
