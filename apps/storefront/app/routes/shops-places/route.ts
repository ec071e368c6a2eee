import type { LoaderFunctionArgs } from '@remix-run/node'
import { storefrontContext } from '../../lib/context.server.ts'

/** A minute: suggestions for the same text barely change, and the finder asks again on every keystroke. */
const CACHE_CONTROL = 'private, max-age=60'

/**
 * GET /shops/places/?query=: place suggestions (address, metro, mall) for the finder's search field.
 * A resource route answers a Response of its own: under single fetch Remix JSON-encodes anything else as it
 * is, so a `data()` wrapper would reach the browser as `{type, data, init}` and without its Cache-Control.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get('query') ?? '').trim().slice(0, 100)
  if (query === '') return Response.json([], { headers: { 'Cache-Control': CACHE_CONTROL } })
  const context = await storefrontContext(request)
  const places = await context.api.catalog.suggestPlaces(query).catch((error: unknown) => {
    // No suggestions is a usable answer: the shopper can still submit the text.
    console.warn('shops: place suggestions failed', error)
    return []
  })
  return Response.json(places, { headers: { 'Cache-Control': CACHE_CONTROL } })
}
