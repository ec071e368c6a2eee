import { count, eq } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { companies, outlets, products, regions, reviews } from '../src/db/schema/index.ts'
import { GEAR_TREE, TRAVEL_TREE } from './catalog-data.ts'
import { createRandom, type Random } from './random.ts'
import { GEAR_REVIEWS, TRAVEL_REVIEWS } from './review-texts.ts'
import { seedCategories, seedProducts } from './seed-catalog.ts'
import { seedContent } from './seed-content.ts'
import { seedLevelsAndCustomer } from './seed-customer.ts'
import { seedCustomerLists } from './seed-customer-lists.ts'
import { seedTours } from './seed-tours.ts'
import { DEMO_COMPANIES, DEMO_PLACES, DEMO_REGIONS } from './tenants.ts'
import { GEAR_TOURS, type TenantTours, TRAVEL_TOURS } from './tours-data.ts'

export { DEMO_CUSTOMER_PHONE } from './seed-customer.ts'

/** Тропа sells trekking tours, Wayfarer the whole tours mode. */
const toursOf = (companyId: number): TenantTours => (companyId === 1 ? GEAR_TOURS : TRAVEL_TOURS)

/** Seeds the two demo tenants once; a database that already has companies is left alone. */
export async function seedDemo(
  db: Database,
  /** `today` dates the tours' departures and rates (the next 6 months); tests pass their clock's day. */
  { today = new Date() }: { today?: Date } = {},
): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ n: count() }).from(companies)
  if ((existing?.n ?? 0) > 0) return { seeded: false }
  const random = createRandom(20261122)
  for (const company of DEMO_COMPANIES) {
    await db
      .insert(companies)
      .values({ id: company.id, name: company.name, settings: { ...company.settings } })
    const isGear = company.id === 1
    const seededRegions = []
    const outletIds: number[] = []
    for (const [index, region] of DEMO_REGIONS.entries()) {
      const [row] = await db
        .insert(regions)
        .values({
          companyId: company.id,
          name: isGear ? region.nameRu : region.name,
          translations: isGear ? { en: region.name } : { ru: region.nameRu },
          slug: region.slug,
          latitude: region.latitude,
          longitude: region.longitude,
          sort: index,
          isDefault: index === 0,
        })
        .returning({ id: regions.id })
      if (!row) throw new Error('region insert returned nothing')
      seededRegions.push({ id: row.id, priceFactor: region.priceFactor })
      outletIds.push(...(await seedOutlets(db, company.id, row.id, region.slug, isGear)))
    }
    const leaves = await seedCategories(db, company.id, isGear ? GEAR_TREE : TRAVEL_TREE)
    const productIds = await seedProducts(db, {
      companyId: company.id,
      leaves,
      perLeaf: isGear ? 14 : 5,
      regions: seededRegions,
      outletIds,
      random,
      kind: isGear ? 'gear' : 'travel',
    })
    await seedReviews(db, company.id, productIds, random, isGear)
    await seedContent(db, company.id, productIds, isGear)
    await seedLevelsAndCustomer(db, {
      companyId: company.id,
      regionId: seededRegions[0]?.id,
      outletId: outletIds[0],
      productIds,
      isGear,
    })
    await seedTours(db, company.id, toursOf(company.id), today, random)
  }
  await seedCustomerLists(
    db,
    DEMO_COMPANIES.map((c) => c.id),
  )
  return { seeded: true }
}

async function seedOutlets(
  db: Database,
  companyId: number,
  regionId: number,
  regionSlug: string,
  isRussian: boolean,
): Promise<number[]> {
  const places = DEMO_PLACES[regionSlug] ?? []
  const kinds = ['outlet', 'outlet', 'pickup_point', 'pickup_point', 'parcel_locker'] as const
  const rows = await db
    .insert(outlets)
    .values(
      places.map((place, n) => ({
        companyId,
        regionId,
        kind: kinds[n] ?? 'pickup_point',
        name: outletName(kinds[n] ?? 'pickup_point', isRussian ? place.nameRu : place.name, isRussian),
        address: isRussian ? place.addressRu : place.address,
        mall: isRussian ? place.mallRu : place.mall,
        phone: `+7495000${String(regionId).padStart(2, '0')}${n}0`,
        schedule: kinds[n] === 'parcel_locker' ? '24/7' : '10:00-22:00',
        latitude: place.latitude,
        longitude: place.longitude,
        popularity: 100 - n * 10,
      })),
    )
    .returning({ id: outlets.id, kind: outlets.kind })
  return rows.filter((r) => r.kind === 'outlet').map((r) => r.id)
}

/** What a shopper reads in the outlet list: the kind of place and where it is, in the shop's language. */
function outletName(
  kind: 'outlet' | 'pickup_point' | 'parcel_locker',
  place: string,
  isRussian: boolean,
): string {
  if (isRussian)
    return kind === 'outlet'
      ? `Магазин «${place}»`
      : kind === 'pickup_point'
        ? `Пункт выдачи «${place}»`
        : `Постамат «${place}»`
  return kind === 'outlet'
    ? `${place} office`
    : kind === 'pickup_point'
      ? `${place} pickup point`
      : `${place} parcel locker`
}

async function seedReviews(
  db: Database,
  companyId: number,
  productIds: number[],
  random: Random,
  isGear: boolean,
) {
  const authors = isGear
    ? ['Анна', 'Игорь', 'Мария', 'Олег', 'Светлана', 'Дмитрий', 'Екатерина', 'Артём', 'Наталья', 'Павел']
    : ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'James', 'Sophie', 'Lucas', 'Mia', 'Daniel']
  const texts = isGear ? GEAR_REVIEWS : TRAVEL_REVIEWS
  for (const productId of productIds) {
    if (!random.chance(0.45)) continue
    const n = random.int(1, 6)
    const ratings = Array.from({ length: n }, () => random.pick([2, 3, 4, 4, 5, 5, 5, 5] as const))
    // Each rating draws from its own texts without repeating within the product.
    const used = new Set<string>()
    const rows = ratings.map((rating, i) => {
      const choices = texts[rating].filter((t) => !used.has(t.comment))
      const text = choices.length > 0 ? random.pick(choices) : random.pick(texts[rating])
      used.add(text.comment)
      return {
        companyId,
        productId,
        authorName: random.pick(authors),
        rating,
        pros: text.pros,
        cons: text.cons,
        comment: text.comment,
        isAnonymous: random.chance(0.2),
        createdAt: new Date(Date.UTC(2026, 5, 1) + i * 86_400_000 * random.int(1, 9) + productId * 60_000),
      }
    })
    await db.insert(reviews).values(rows)
    const average = Math.round((ratings.reduce((a, b) => a + b, 0) / n) * 10) / 10
    await db.update(products).set({ rating: average, reviewsCount: n }).where(eq(products.id, productId))
  }
}
