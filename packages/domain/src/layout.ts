/** Layout constants of spec §9 shared by every app that renders the storefront. */

/** At this width and above the catalogue opens as a panel; below it, the mobile catalogue page. */
export const DESKTOP_BREAKPOINT_PX = 1024

/** Touch gesture defaults (spec §9). */
export const TOUCH = { tapTolerancePx: 10, holdMs: 400, swipePx: 100 } as const

export type CatalogEntry = { kind: 'page'; href: '/catalog/' | '/m/catalog/' } | { kind: 'panel' }

/**
 * Where the catalogue entry leads (spec §2): the catalogue page when the company turns on
 * navigation_goto_catalog_instead_of_modal; otherwise a panel on wide screens and the mobile catalogue page on
 * narrow ones.
 */
export function catalogEntry(gotoCatalogInsteadOfModal: boolean, viewportWidth: number): CatalogEntry {
  if (gotoCatalogInsteadOfModal) return { kind: 'page', href: '/catalog/' }
  return viewportWidth >= DESKTOP_BREAKPOINT_PX ? { kind: 'panel' } : { kind: 'page', href: '/m/catalog/' }
}
