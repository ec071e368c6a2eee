import { platform } from '@vitrina/api-client/operations'
import { OperationRouter } from '../../http/operation.ts'
import { renderArtwork } from './artwork.ts'

/**
 * Generated demo images (no network, no binary assets in the repo). The `w` query picks the
 * scaled width; the artwork is deterministic per path, so it caches forever.
 */
export const mediaRoutes = new OperationRouter().on(platform.getMedia, (c, { params, query }) => {
  const width = Math.min(2400, Math.max(16, Number(query.w) || 800))
  c.header('Content-Type', 'image/svg+xml; charset=utf-8')
  c.header('Cache-Control', 'public, max-age=31536000, immutable')
  return c.body(renderArtwork(`/media/${params.file}`, width))
})
