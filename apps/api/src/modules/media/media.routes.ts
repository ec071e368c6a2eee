import { Hono } from 'hono'
import type { AppEnv } from '../../http/context.ts'
import { renderArtwork } from './artwork.ts'

/**
 * Generated demo images (no network, no binary assets in the repo). The `w` query picks the
 * scaled width; the artwork is deterministic per path, so it caches forever.
 */
export const mediaRoutes = new Hono<AppEnv>().get('/media/*', (c) => {
  const path = c.req.path
  if (!/^\/media\/[a-z0-9/_-]+\.svg$/i.test(path) || path.length > 300)
    return c.json({ detail: 'Not found.' }, 404)
  const width = Math.min(2400, Math.max(16, Number(c.req.query('w')) || 800))
  c.header('Content-Type', 'image/svg+xml; charset=utf-8')
  c.header('Cache-Control', 'public, max-age=31536000, immutable')
  return c.body(renderArtwork(path, width))
})
