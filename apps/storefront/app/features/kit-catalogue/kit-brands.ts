/**
 * The component catalogue (`/_kit`) is a developer page: served by `remix vite:dev`, and by a production
 * build only when `VITRINA_KIT_CATALOGUE=1` (the e2e run sets it to screenshot the catalogue). A shopper
 * never reaches it on a real deploy: there it is a 404.
 */
export function kitCatalogueEnabled(env: { NODE_ENV?: string; VITRINA_KIT_CATALOGUE?: string }): boolean {
  return env.NODE_ENV !== 'production' || env.VITRINA_KIT_CATALOGUE === '1'
}

/**
 * The brands the catalogue shows side by side: the two demo tenants' theme settings (as seeded in
 * apps/api/seed/tenants.ts) and a pale-yellow brand that exercises the contrast rules.
 */
export const KIT_BRANDS = [
  {
    id: 'outdoor',
    name: 'Тропа (outdoor gear)',
    settings: {
      brand_color: '#2f6b3b',
      theme: { font: 'humanist', heading_font: 'industrial', shape: 'sharp', header: 'brand', tone: 'warm' },
    },
  },
  {
    id: 'travel',
    name: 'Wayfarer Travel (tours and hotels)',
    settings: {
      brand_color: '#1f5fa8',
      theme: { font: 'geometric', heading_font: 'serif', shape: 'round', header: 'light', tone: 'cool' },
    },
  },
  {
    id: 'pale',
    name: 'A pale brand colour (#ffd600): text on it turns dark, links darken',
    settings: { brand_color: '#ffd600', theme: { header: 'dark' } },
  },
] as const
