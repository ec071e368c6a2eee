import { count, eq } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { companies, products, regions, reviews } from '../src/db/schema/index.ts'
import { GEAR_TREE, TRAVEL_TREE } from './catalog-data.ts'
import { createRandom, type Random } from './random.ts'
import { GEAR_REVIEWS, TRAVEL_REVIEWS } from './review-texts.ts'
import { type SeededProduct, seedCategories, seedProducts } from './seed-catalog.ts'
import { seedContent } from './seed-content.ts'
import { seedLevelsAndCustomer } from './seed-customer.ts'
import { seedCustomerLists } from './seed-customer-lists.ts'
import { seedLegal } from './seed-legal.ts'
import { seedLoyalty } from './seed-loyalty.ts'
import { seedOutlets } from './seed-outlets.ts'
import { seedTours } from './seed-tours.ts'
import { DEMO_COMPANIES, DEMO_REGIONS } from './tenants.ts'
import { GEAR_TOURS, type TenantTours, TRAVEL_TOURS } from './tours-data.ts'

export { DEMO_CUSTOMER_PHONE } from './seed-customer.ts'
export { DEMO_LEGAL_CUSTOMER_PHONE } from './seed-legal.ts'

const TOURS_SEED = 20261200

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
    const seeded = await seedProducts(db, {
      companyId: company.id,
      leaves,
      perLeaf: isGear ? 14 : 5,
      regions: seededRegions,
      outletIds,
      random,
      kind: isGear ? 'gear' : 'travel',
    })
    const productIds = seeded.map((p) => p.id)
    await seedReviews(db, company.id, seeded, random, isGear)
    await seedContent(db, company.id, productIds, isGear)
    await seedLevelsAndCustomer(db, {
      companyId: company.id,
      regionId: seededRegions[0]?.id,
      outletId: outletIds[0],
      productIds,
      isGear,
    })
    // The tours draw from their own stream (sold-out nights, allotments), so a change to the catalogue's
    // goods does not move which rooms the tours tests find free.
    await seedTours(db, company.id, toursOf(company.id), today, createRandom(TOURS_SEED + company.id))
    await seedLoyalty(db, { companyId: company.id, isGear, regionId: seededRegions[0]?.id })
    await seedLegal(db, company.id, isGear)
  }
  await seedCustomerLists(
    db,
    DEMO_COMPANIES.map((c) => c.id),
  )
  return { seeded: true }
}

async function seedReviews(
  db: Database,
  companyId: number,
  seeded: SeededProduct[],
  random: Random,
  isGear: boolean,
) {
  const authors = isGear
    ? ['Анна', 'Игорь', 'Мария', 'Олег', 'Светлана', 'Дмитрий', 'Екатерина', 'Артём', 'Наталья', 'Павел']
    : ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'James', 'Sophie', 'Lucas', 'Mia', 'Daniel']
  for (const { id: productId, family } of seeded) {
    // Travel goods differ too much for one set of texts: a suitcase is reviewed for its wheels.
    const texts = isGear || family === null ? GEAR_REVIEWS : TRAVEL_REVIEWS[family]
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
