/**
 * The ymaps3 stand-in (ymaps3-stand-in.js) is a developer tool: served by `remix vite:dev`, and by a
 * production build only when `VITRINA_MAPS_STAND_IN=1` (the e2e run sets it). On a real deploy it is a 404,
 * and a tenant whose `yandex_maps_url` still points at it simply gets the list instead of a map.
 */
export function mapsStandInEnabled(env: { NODE_ENV?: string; VITRINA_MAPS_STAND_IN?: string }): boolean {
  return env.NODE_ENV !== 'production' || env.VITRINA_MAPS_STAND_IN === '1'
}
