import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { beforeEach, expect, test, vi } from 'vitest'
import * as placesRoute from './route.ts'

// A plain function, not vi.fn(): a mock that records a rejected promise rethrows it into the test.
let suggest: (query: string) => Promise<unknown[]> = async () => []
const asked: string[] = []
vi.mock('../../lib/context.server.ts', () => ({
  storefrontContext: async () => ({
    api: {
      catalog: {
        suggestPlaces: (query: string) => {
          asked.push(query)
          return suggest(query)
        },
      },
    },
  }),
}))

beforeEach(() => {
  asked.length = 0
})

/**
 * The route served by Remix's own request handler (single fetch on, as in vite.config.ts): what a browser gets,
 * not what the loader returns, since Remix re-wraps a resource route's non-Response answer.
 */
const build = {
  entry: { module: { default: () => new Response('document') } },
  routes: {
    root: { id: 'root', path: '', module: { default: () => null } },
    'routes/shops-places': {
      id: 'routes/shops-places',
      parentId: 'root',
      path: 'shops/places',
      module: placesRoute,
    },
  },
  assets: { entry: { imports: [], module: '' }, routes: {}, url: '', version: '1' },
  future: { v3_singleFetch: true },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  basename: '/',
  isSpaMode: false,
  mode: 'production',
} as unknown as ServerBuild // A hand-made build of the one route: the handler reads only these fields.
const handle = createRequestHandler(build, 'production')

test('place suggestions reach the browser as a JSON array with their Cache-Control', async () => {
  const places = [{ id: 'm1', type: 'metro', name: 'Тверская', caption: null, lat: 55.76, lon: 37.6 }]
  suggest = async () => places
  const response = await handle(new Request('http://shop.test/shops/places/?query=%D1%82%D0%B2%D0%B5'))
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('private, max-age=60')
  expect(await response.json()).toEqual(places)
  expect(asked).toEqual(['тве'])
})

test('an empty query answers an empty list without asking the API, cacheable the same way', async () => {
  const response = await handle(new Request('http://shop.test/shops/places/?query=%20'))
  expect(response.headers.get('Cache-Control')).toBe('private, max-age=60')
  expect(await response.json()).toEqual([])
  expect(asked).toEqual([])
})

test('failed suggestions are an empty list, not an error page', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  suggest = async () => {
    throw new Error('API down')
  }
  const response = await handle(new Request('http://shop.test/shops/places/?query=mall'))
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual([])
})
