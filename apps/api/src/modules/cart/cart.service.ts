import type { Cart, CartItemInput } from '@vitrina/api-client/schemas/cart'
import { and, eq } from 'drizzle-orm'
import { carts } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { unauthorized } from '../../http/errors.ts'
import { type PricingContext, priceItems } from './cart-pricing.ts'

type StoredCart = { items: CartItemInput[]; promoCodes: string[]; useBonuses: boolean }

export async function readStoredCart(deps: Deps, companyId: number, customerId: number): Promise<StoredCart> {
  const [row] = await deps.db
    .select()
    .from(carts)
    .where(and(eq(carts.companyId, companyId), eq(carts.customerId, customerId)))
  return row
    ? { items: row.items, promoCodes: row.promoCodes, useBonuses: row.useBonuses }
    : { items: [], promoCodes: [], useBonuses: false }
}

export async function getCart(deps: Deps, ctx: PricingContext): Promise<Cart> {
  if (ctx.customerId === null) throw unauthorized()
  const stored = await readStoredCart(deps, ctx.companyId, ctx.customerId)
  return (await priceItems(deps, ctx, stored)).cart
}

/**
 * Prices the posted cart; with `save` (signed-in only) stores it. Only codes that applied
 * are stored, so a rejected code never changes the saved cart (spec §8).
 */
export async function updateCart(
  deps: Deps,
  ctx: PricingContext,
  input: { items: CartItemInput[]; promoCodes: string[]; useBonuses: boolean; save: boolean },
): Promise<Cart> {
  const { cart } = await priceItems(deps, ctx, input)
  if (!input.save) return cart
  if (ctx.customerId === null) throw unauthorized('Sign in to save the cart.')
  const applied = cart.promotions
    .filter((p) => p.promotion_code.apply_result.status === 'ok')
    .map((p) => p.promotion_code.code)
  const values = {
    items: mergeLines(input.items),
    promoCodes: applied,
    useBonuses: input.useBonuses,
    updatedAt: deps.clock.now(),
  }
  await deps.db
    .insert(carts)
    .values({ companyId: ctx.companyId, customerId: ctx.customerId, ...values })
    .onConflictDoUpdate({ target: [carts.companyId, carts.customerId], set: values })
  return cart
}

/** Two lines of the same product and sku become one. */
function mergeLines(items: CartItemInput[]): { product: number; sku: number | null; count: number }[] {
  const byKey = new Map<string, { product: number; sku: number | null; count: number }>()
  for (const item of items) {
    const key = `${item.product}:${item.sku}`
    const existing = byKey.get(key)
    if (existing) existing.count += item.count
    else byKey.set(key, { product: item.product, sku: item.sku, count: item.count })
  }
  return [...byKey.values()]
}

export async function clearCart(
  deps: Deps,
  tx: Deps['db'],
  companyId: number,
  customerId: number,
): Promise<void> {
  await tx
    .update(carts)
    .set({ items: [], promoCodes: [], useBonuses: false, updatedAt: deps.clock.now() })
    .where(and(eq(carts.companyId, companyId), eq(carts.customerId, customerId)))
}
