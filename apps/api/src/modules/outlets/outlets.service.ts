import type { Outlet } from '@vitrina/api-client/schemas/catalog'
import type { Page } from '@vitrina/api-client/schemas/common'
import type { OutletDetail } from '@vitrina/api-client/schemas/outlet'
import { isOpenNow } from '@vitrina/domain/outlet-hours'
import { distanceKm } from '@vitrina/domain/regions'
import { and, arrayContains, asc, desc, eq, gt, ilike, or, type SQL } from 'drizzle-orm'
import { outletStock, outlets, skus } from '../../db/schema/index.ts'
import type { Deps, Region } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { listProducts } from '../catalog/products.service.ts'

export type OutletQuery = {
  kind?: 'outlet' | 'pickup_point' | 'parcel_locker' | undefined
  search?: string | undefined
  point?: { latitude: number; longitude: number } | undefined
  ordering: 'distance' | 'popular'
  regionId: number
  /** Where distances are measured from when the shopper's position is unknown: the region's centre. */
  regionCentre: { latitude: number; longitude: number }
  /** Every one of these services (empty: any). */
  services?: readonly string[] | undefined
  /** Only places open at `now` on their own clocks. */
  openNow?: boolean | undefined
  now?: Date | undefined
  page?: number | undefined
  pageSize?: number | undefined
}

type OutletRow = typeof outlets.$inferSelect

function outletJson(r: OutletRow, point: { latitude: number; longitude: number }): Outlet {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    address: r.address,
    mall: r.mall,
    phone: r.phone,
    schedule: r.schedule,
    latitude: r.latitude,
    longitude: r.longitude,
    region: r.regionId,
    distance_km: Math.round(distanceKm(point, r) * 1000) / 1000,
    hours: r.hours ?? null,
    timezone: r.timezone,
    services: r.services,
    metro: r.metro,
  }
}

/**
 * The outlet search (spec §2 finder and checkout): the region's places of a kind, matching the text (name,
 * address, mall, metro) and the services, open now if asked, by popularity or by distance from the shopper
 * (else from the region's centre), a page at a time. Distances and "open now" are computed here, per request:
 * the rows of one region are few enough (hundreds at most) to rank in memory, and the page bounds the answer.
 */
export async function listOutlets(deps: Deps, companyId: number, query: OutletQuery): Promise<Page<Outlet>> {
  const where: SQL[] = [eq(outlets.companyId, companyId), eq(outlets.regionId, query.regionId)]
  if (query.kind) where.push(eq(outlets.kind, query.kind))
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    const match = or(
      ilike(outlets.name, pattern),
      ilike(outlets.address, pattern),
      ilike(outlets.mall, pattern),
      ilike(outlets.metro, pattern),
    )
    if (match) where.push(match)
  }
  if (query.services?.length) where.push(arrayContains(outlets.services, [...query.services]))
  const rows = await deps.db
    .select()
    .from(outlets)
    .where(and(...where))
    .orderBy(desc(outlets.popularity), asc(outlets.id))
  const now = query.now ?? new Date()
  const open = query.openNow ? rows.filter((r) => isOpenNow(r.hours, now, r.timezone)) : rows
  // Distances always mean something: from the shopper, else from the centre of their region.
  const point = query.point ?? query.regionCentre
  const results = open.map((r) => outletJson(r, point))
  if (query.ordering === 'distance') results.sort((a, b) => (a.distance_km ?? 0) - (b.distance_km ?? 0))
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? 50
  return {
    count: results.length,
    next: page * pageSize < results.length ? String(page + 1) : null,
    previous: page > 1 ? String(page - 1) : null,
    results: results.slice((page - 1) * pageSize, page * pageSize),
  }
}

/** The region of the company a query names by id; another company's or an unknown one is a 404. */
export function regionOf(regions: readonly Region[], id: number): Region {
  const region = regions.find((r) => r.id === id)
  if (!region) throw notFound('Region not found.')
  return region
}

/**
 * One outlet's page: the outlet (distance from its region's centre), its region, and the products with a
 * variant on its shelf, priced for its region, the most popular first.
 */
export async function outletDetail(
  deps: Deps,
  input: { companyId: number; regions: readonly Region[]; id: number },
): Promise<OutletDetail> {
  const [row] = await deps.db
    .select()
    .from(outlets)
    .where(and(eq(outlets.companyId, input.companyId), eq(outlets.id, input.id)))
  if (!row) throw notFound('Outlet not found.')
  const region = regionOf(input.regions, row.regionId)
  const stocked = await deps.db
    .selectDistinct({ productId: skus.productId })
    .from(outletStock)
    .innerJoin(skus, eq(skus.id, outletStock.skuId))
    .where(and(eq(outletStock.outletId, row.id), gt(outletStock.quantity, 0)))
  const ids = stocked.map((s) => s.productId)
  const page =
    ids.length > 0
      ? await listProducts(
          deps,
          { companyId: input.companyId, regionId: row.regionId },
          { ids, sort: 'popular', page: 1, pageSize: 12 },
        )
      : { results: [], count: 0 }
  return {
    ...outletJson(row, region),
    region_slug: region.slug,
    region_name: region.name,
    products: page.results,
    products_count: page.count,
  }
}
