import { DEFAULT_LOCALE, detectLocale, parseLocale } from '@vitrina/domain/locale'
import type { MiddlewareHandler } from 'hono'
import { TenantDirectory } from '../modules/tenants/tenants.service.ts'
import type { AppEnv } from './context.ts'
import { badRequest, notFound } from './errors.ts'

/**
 * Every API call names its company in X-QA-Company (required) and may name a region in
 * X-QA-Region. Data of one company is never visible under another: services always
 * filter by `c.var.company.id`.
 */
export function tenantMiddleware(): MiddlewareHandler<AppEnv> {
  let directory: TenantDirectory | undefined
  return async (c, next) => {
    directory ??= new TenantDirectory(c.var.deps.db)
    const raw = c.req.header('x-qa-company') ?? c.req.query('company')
    if (!raw) throw badRequest('The X-QA-Company header is required.', 'company_required')
    if (!/^\d{1,9}$/.test(raw)) throw badRequest('X-QA-Company must be a company id.', 'company_invalid')
    const entry = await directory.get(Number(raw), c.var.deps.clock.now().getTime())
    if (!entry) throw notFound('Company not found.')
    c.set('company', entry.company)
    // Names the shopper reads come in their language: the storefront sends it in Accept-Language;
    // without one, the company's own language.
    const language = parseLocale(String(entry.company.settings.language ?? '')) ?? DEFAULT_LOCALE
    const locale = detectLocale(undefined, c.req.header('accept-language') ?? undefined, language)
    c.set('locale', locale)
    const { regions, localize } = directory.localRegions(entry, locale)
    c.set('region', localize(directory.resolveRegion(entry, c.req.header('x-qa-region'))))
    c.set('regions', regions)
    await next()
  }
}
