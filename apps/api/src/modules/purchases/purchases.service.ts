import type { Sale, SalePage } from '@vitrina/api-client/schemas/sale'
import { minorToDecimal } from '@vitrina/domain/money'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { outlets, saleItems, sales } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'

type Ctx = { companyId: number; customerId: number }
type SaleRow = typeof sales.$inferSelect
type ItemRow = typeof saleItems.$inferSelect
type OutletRow = { id: number; name: string; address: string }

const mine = (ctx: Ctx) => and(eq(sales.companyId, ctx.companyId), eq(sales.customerId, ctx.customerId))

/** The customer's in-outlet purchases of this company, newest first, with their lines. */
export async function listPurchases(
  deps: Deps,
  ctx: Ctx,
  page: number,
  pageSize: number,
): Promise<v.InferOutput<typeof SalePage>> {
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(sales)
      .where(mine(ctx))
      .orderBy(desc(sales.soldAt), desc(sales.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(sales).where(mine(ctx)),
  ])
  const count = total?.n ?? 0
  return {
    count,
    next: page * pageSize < count ? String(page + 1) : null,
    previous: page > 1 ? String(page - 1) : null,
    results: await withDetails(deps, rows),
  }
}

/** One purchase of the customer; another customer's (or company's) is not found. */
export async function loadPurchase(deps: Deps, ctx: Ctx, id: number): Promise<Sale> {
  const [row] = await deps.db
    .select()
    .from(sales)
    .where(and(eq(sales.id, id), mine(ctx)))
  if (!row) throw notFound()
  const [sale] = await withDetails(deps, [row])
  if (!sale) throw notFound()
  return sale
}

async function withDetails(deps: Deps, rows: SaleRow[]): Promise<Sale[]> {
  if (rows.length === 0) return []
  const outletIds = rows.map((r) => r.outletId).filter((id): id is number => id !== null)
  const [items, places] = await Promise.all([
    deps.db
      .select()
      .from(saleItems)
      .where(
        inArray(
          saleItems.saleId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(saleItems.id),
    outletIds.length === 0
      ? Promise.resolve([] as OutletRow[])
      : deps.db
          .select({ id: outlets.id, name: outlets.name, address: outlets.address })
          .from(outlets)
          .where(inArray(outlets.id, outletIds)),
  ])
  return rows.map((row) =>
    saleJson(
      row,
      items.filter((item) => item.saleId === row.id),
      places.find((place) => place.id === row.outletId) ?? null,
    ),
  )
}

export function saleJson(sale: SaleRow, items: ItemRow[], outlet: OutletRow | null): Sale {
  return {
    id: sale.id,
    check_number: sale.checkNumber,
    date: sale.soldAt.toISOString(),
    count: items.reduce((sum, item) => sum + item.count, 0),
    total: minorToDecimal(sale.totalMinor),
    outlet,
    items: items.map((item) => ({
      id: item.id,
      product: item.productId,
      name: item.name,
      article: item.article,
      size: item.size,
      barcode: item.barcode,
      count: item.count,
      price: minorToDecimal(item.priceMinor),
      total: minorToDecimal(item.priceMinor * item.count),
    })),
  }
}
