import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { storefrontContext } from '../../lib/context.server.ts'

/** GET /shops/places/?query=: place suggestions (address, metro, mall) for the finder's search field. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get('query') ?? '').trim().slice(0, 100)
  if (query === '') return data([], { headers: { 'Cache-Control': 'private, max-age=60' } })
  const context = await storefrontContext(request)
  const places = await context.api.catalog.suggestPlaces(query).catch((error: unknown) => {
    // No suggestions is a usable answer: the shopper can still submit the text.
    console.warn('shops: place suggestions failed', error)
    return []
  })
  return data(places, { headers: { 'Cache-Control': 'private, max-age=60' } })
}
