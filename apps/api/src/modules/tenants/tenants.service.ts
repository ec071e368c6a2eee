import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { companies, regions } from '../../db/schema/index.ts'
import type { Company, Region } from '../../http/context.ts'

type TenantEntry = {
  company: Company
  regions: Region[]
  defaultRegion: Region
  /** Region names in other interface languages, by region id. */
  regionNames: Map<number, Record<string, string>>
  loadedAt: number
}

// Companies and regions change rarely and are read on every request: cache them per
// process for a few seconds instead of querying twice per call.
const TTL_MS = 10_000

export class TenantDirectory {
  readonly #cache = new Map<number, TenantEntry>()
  readonly #db: Database

  constructor(db: Database) {
    this.#db = db
  }

  async get(companyId: number, nowMs: number): Promise<TenantEntry | null> {
    const cached = this.#cache.get(companyId)
    if (cached && nowMs - cached.loadedAt < TTL_MS) return cached
    const [company] = await this.#db.select().from(companies).where(eq(companies.id, companyId))
    if (!company) return null
    const list = await this.#db
      .select({
        id: regions.id,
        name: regions.name,
        translations: regions.translations,
        slug: regions.slug,
        latitude: regions.latitude,
        longitude: regions.longitude,
        sort: regions.sort,
        isDefault: regions.isDefault,
      })
      .from(regions)
      .where(eq(regions.companyId, companyId))
      .orderBy(asc(regions.sort), asc(regions.id))
    const first = list.find((r) => r.isDefault) ?? list[0]
    if (!first) return null
    const entry: TenantEntry = {
      company: { id: company.id, name: company.name, settings: company.settings },
      regions: list.map(toRegion),
      defaultRegion: toRegion(first),
      regionNames: new Map(list.map((r) => [r.id, r.translations])),
      loadedAt: nowMs,
    }
    this.#cache.set(companyId, entry)
    return entry
  }

  /** The entry's regions named in `locale` (the company's own names when there is no translation). */
  localRegions(entry: TenantEntry, locale: string): { regions: Region[]; localize: (r: Region) => Region } {
    const localize = (r: Region): Region => ({ ...r, name: entry.regionNames.get(r.id)?.[locale] ?? r.name })
    return { regions: entry.regions.map(localize), localize }
  }

  /** X-QA-Region may carry a region id or slug; anything unknown falls back to the default region. */
  resolveRegion(entry: TenantEntry, header: string | undefined): Region {
    if (!header) return entry.defaultRegion
    const byId = /^\d+$/.test(header) ? entry.regions.find((r) => r.id === Number(header)) : undefined
    return byId ?? entry.regions.find((r) => r.slug === header) ?? entry.defaultRegion
  }
}

function toRegion(r: {
  id: number
  name: string
  slug: string
  latitude: number
  longitude: number
}): Region {
  return { id: r.id, name: r.name, slug: r.slug, latitude: r.latitude, longitude: r.longitude }
}
