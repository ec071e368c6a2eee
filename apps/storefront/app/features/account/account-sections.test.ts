import { describe, expect, it } from 'vitest'
import { shopRoutes } from '../../routes.ts'
import { ACCOUNT_SECTION_PATHS, accountSectionPaths } from './account-section-paths.ts'

type RouteLike = { path?: string; file: string; children?: RouteLike[] }
const flatten = (routes: readonly RouteLike[], prefix = ''): RouteLike[] =>
  routes.flatMap((r) => {
    const path = r.path === undefined ? prefix : `${prefix}${prefix && r.path ? '/' : ''}${r.path}`
    return [{ ...r, path }, ...flatten(r.children ?? [], path)]
  })

describe('account sections', () => {
  it('link only to registered pages that are built, not "coming soon"', () => {
    const registered = flatten(shopRoutes as unknown as RouteLike[])
    for (const href of ACCOUNT_SECTION_PATHS.flatMap((group) => group.hrefs)) {
      const path = href.replace(/^\/|\/$/g, '')
      const route = registered.find((r) => r.path === path || r.path === `${path}/*`)
      expect(route?.file, href).toBeDefined()
      expect(route?.file, href).not.toBe('routes/coming-soon/route.tsx')
    }
  })

  it('shows the business pages to legal customers only', () => {
    const hrefs = (kind: 'personal' | 'legal'): string[] =>
      accountSectionPaths(kind).flatMap((group) => [...group.hrefs])
    expect(hrefs('legal')).toContain('/my/price-access/')
    expect(hrefs('personal')).not.toContain('/my/price-access/')
    expect(hrefs('personal')).toContain('/my/orders/')
  })
})
