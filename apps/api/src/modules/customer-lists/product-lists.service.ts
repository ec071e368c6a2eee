import type { ProductCard } from '@vitrina/api-client/schemas/catalog'
import { CUSTOMER_FAVOURITES_MAX, LAST_VIEWED_MAX, mergeProductIds } from '@vitrina/domain/product-lists'
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm'
import { customerFavourites, customerLastViewed, customers, products } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { listProducts } from '../catalog/products.service.ts'

/** Who asks: the company of the request and its signed-in customer, in the region prices are read for. */
export type ListCaller = { companyId: number; customerId: number; regionId: number }

type Db = Deps['db']
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The ids of the company's products among `ids` (other companies' and removed products are dropped). */
async function ownProductIds(db: Db | Tx, companyId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, [...ids])))
  return new Set(rows.map((r) => r.id))
}

/** Products as cards, in the order of `ids`, with the region's current price and stock (from the catalogue). */
export async function productCards(deps: Deps, caller: ListCaller, ids: readonly number[]) {
  if (ids.length === 0) return { results: [] as ProductCard[] }
  const page = await listProducts(
    deps,
    { companyId: caller.companyId, regionId: caller.regionId },
    { ids: [...ids], sort: 'popular', page: 1, pageSize: ids.length },
  )
  const byId = new Map(page.results.map((card) => [card.id, card]))
  return { results: ids.flatMap((id) => byId.get(id) ?? []) }
}

// Favourites ------------------------------------------------------------------------------------------------

export async function favouriteIds(deps: Deps, caller: ListCaller): Promise<number[]> {
  const rows = await deps.db
    .select({ id: customerFavourites.productId })
    .from(customerFavourites)
    .where(
      and(
        eq(customerFavourites.customerId, caller.customerId),
        eq(customerFavourites.companyId, caller.companyId),
      ),
    )
    .orderBy(desc(customerFavourites.createdAt), desc(customerFavourites.productId))
  return rows.map((r) => r.id)
}

export async function listFavourites(deps: Deps, caller: ListCaller) {
  return productCards(deps, caller, await favouriteIds(deps, caller))
}

/** Adds a favourite (a product of another company is a 404); the oldest beyond the bound are dropped. */
export async function addFavourite(deps: Deps, caller: ListCaller, productId: number) {
  await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, caller.customerId)
    const own = await ownProductIds(tx, caller.companyId, [productId])
    if (!own.has(productId)) throw notFound('Product not found.')
    await tx
      .insert(customerFavourites)
      .values({
        customerId: caller.customerId,
        companyId: caller.companyId,
        productId,
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing()
    await trim(tx, customerFavourites, caller.customerId, CUSTOMER_FAVOURITES_MAX)
  })
  return { ids: await favouriteIds(deps, caller) }
}

export async function removeFavourite(deps: Deps, caller: ListCaller, productId: number) {
  const removed = await deps.db
    .delete(customerFavourites)
    .where(
      and(
        eq(customerFavourites.customerId, caller.customerId),
        eq(customerFavourites.companyId, caller.companyId),
        eq(customerFavourites.productId, productId),
      ),
    )
    .returning({ id: customerFavourites.productId })
  if (removed.length === 0) throw notFound('The product is not among the favourites.')
  return { ids: await favouriteIds(deps, caller) }
}

/**
 * Merges a guest's device favourites (newest first) on sign-in: the ones the account lacks are added behind
 * its own, so merging the same list twice changes nothing.
 */
export async function mergeFavourites(deps: Deps, caller: ListCaller, deviceIds: readonly number[]) {
  await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, caller.customerId)
    const own = await ownProductIds(tx, caller.companyId, deviceIds)
    const account = await favouriteIdsIn(tx, caller)
    const merged = mergeProductIds(
      account,
      deviceIds.filter((id) => own.has(id)),
      CUSTOMER_FAVOURITES_MAX,
    )
    const added = merged.filter((id) => !account.includes(id))
    if (added.length === 0) return
    // Added ones are older than the account's own (they were kept before signing in): each a millisecond
    // before the account's oldest, in the device's order.
    const oldest = await oldestTime(tx, caller.customerId)
    await tx
      .insert(customerFavourites)
      .values(
        added.map((productId, index) => ({
          customerId: caller.customerId,
          companyId: caller.companyId,
          productId,
          createdAt: new Date(oldest.getTime() - 1 - index),
        })),
      )
      .onConflictDoNothing()
  })
  return { ids: await favouriteIds(deps, caller) }
}

async function favouriteIdsIn(tx: Tx, caller: ListCaller) {
  const rows = await tx
    .select({ id: customerFavourites.productId })
    .from(customerFavourites)
    .where(eq(customerFavourites.customerId, caller.customerId))
    .orderBy(desc(customerFavourites.createdAt))
  return rows.map((r) => r.id)
}

async function oldestTime(tx: Tx, customerId: number): Promise<Date> {
  const [row] = await tx
    .select({ at: customerFavourites.createdAt })
    .from(customerFavourites)
    .where(eq(customerFavourites.customerId, customerId))
    .orderBy(customerFavourites.createdAt)
    .limit(1)
  return row?.at ?? new Date()
}

// Last viewed -----------------------------------------------------------------------------------------------

export async function lastViewedIds(deps: Deps, caller: ListCaller): Promise<number[]> {
  const rows = await deps.db
    .select({ id: customerLastViewed.productId })
    .from(customerLastViewed)
    .where(
      and(
        eq(customerLastViewed.customerId, caller.customerId),
        eq(customerLastViewed.companyId, caller.companyId),
      ),
    )
    .orderBy(desc(customerLastViewed.viewedAt), desc(customerLastViewed.productId))
    .limit(LAST_VIEWED_MAX)
  return rows.map((r) => r.id)
}

export async function listLastViewed(deps: Deps, caller: ListCaller) {
  return productCards(deps, caller, await lastViewedIds(deps, caller))
}

/** Records a view: the product's time moves to now (no duplicates); only the last ~20 are kept. */
export async function recordView(deps: Deps, caller: ListCaller, productId: number) {
  await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, caller.customerId)
    const own = await ownProductIds(tx, caller.companyId, [productId])
    if (!own.has(productId)) throw notFound('Product not found.')
    const viewedAt = deps.clock.now()
    await tx
      .insert(customerLastViewed)
      .values({ customerId: caller.customerId, companyId: caller.companyId, productId, viewedAt })
      .onConflictDoUpdate({
        target: [customerLastViewed.customerId, customerLastViewed.productId],
        set: { viewedAt },
      })
    await trim(tx, customerLastViewed, caller.customerId, LAST_VIEWED_MAX)
  })
}

/**
 * Merges a guest's device views (newest first) on sign-in: products the account has not seen go behind its own
 * views, and the list is trimmed again. A product already in the account keeps its own time, so a second merge
 * of the same list changes nothing.
 */
export async function mergeViews(deps: Deps, caller: ListCaller, deviceIds: readonly number[]) {
  await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, caller.customerId)
    const own = await ownProductIds(tx, caller.companyId, deviceIds)
    const [oldest] = await tx
      .select({ at: customerLastViewed.viewedAt })
      .from(customerLastViewed)
      .where(eq(customerLastViewed.customerId, caller.customerId))
      .orderBy(customerLastViewed.viewedAt)
      .limit(1)
    const base = oldest?.at ?? deps.clock.now()
    const wanted = [...new Set(deviceIds)].filter((id) => own.has(id))
    if (wanted.length === 0) return
    await tx
      .insert(customerLastViewed)
      .values(
        wanted.map((productId, index) => ({
          customerId: caller.customerId,
          companyId: caller.companyId,
          productId,
          viewedAt: new Date(base.getTime() - 1 - index),
        })),
      )
      .onConflictDoNothing()
    await trim(tx, customerLastViewed, caller.customerId, LAST_VIEWED_MAX)
  })
}

export async function clearViews(deps: Deps, caller: ListCaller) {
  await deps.db
    .delete(customerLastViewed)
    .where(
      and(
        eq(customerLastViewed.customerId, caller.customerId),
        eq(customerLastViewed.companyId, caller.companyId),
      ),
    )
}

/** Serialises one customer's list changes, so the bounds hold under concurrent requests. */
async function lockCustomer(tx: Tx, customerId: number) {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update')
}

/** Deletes a customer's rows beyond the newest `max` (same transaction as the insert: the bound is atomic). */
async function trim(
  tx: Tx,
  table: typeof customerFavourites | typeof customerLastViewed,
  customerId: number,
  max: number,
) {
  const time = 'viewedAt' in table ? table.viewedAt : table.createdAt
  const keep = await tx
    .select({ id: table.productId })
    .from(table)
    .where(eq(table.customerId, customerId))
    .orderBy(desc(time), desc(table.productId))
    .limit(max)
  if (keep.length < max) return
  await tx.delete(table).where(
    and(
      eq(table.customerId, customerId),
      notInArray(
        table.productId,
        keep.map((r) => r.id),
      ),
    ),
  )
}
