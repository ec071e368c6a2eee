import * as v from 'valibot'
import { Money, Paginated } from './common.ts'

export const SaleItem = v.object({
  id: v.number(),
  product: v.nullable(v.number()),
  name: v.string(),
  article: v.string(),
  size: v.nullable(v.string()),
  barcode: v.nullable(v.string()),
  count: v.number(),
  price: Money,
  total: Money,
})

/** An in-outlet purchase (spec §3 "Sale": check number, date, count, outlet). */
export const Sale = v.object({
  id: v.number(),
  check_number: v.string(),
  date: v.string(),
  /** How many items the receipt has (the sum of the lines' counts). */
  count: v.number(),
  total: Money,
  outlet: v.nullable(v.object({ id: v.number(), name: v.string(), address: v.string() })),
  items: v.array(SaleItem),
})
export type Sale = v.InferOutput<typeof Sale>
export const SalePage = Paginated(Sale)
