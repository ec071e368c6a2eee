import { expect, test } from 'vitest'
import { createApiClient } from './client.ts'

/** A fetch stand-in recording each call's URL and headers, answering an empty region list. */
function recordingFetch() {
  const calls: { url: string; headers: Headers }[] = []
  const fn = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: new Headers(init?.headers) })
    return Response.json({ count: 0, next: null, previous: null, results: [] })
  }
  return { fetch: fn as typeof fetch, calls }
}

test("a namespace's operations carry that client's options, each client its own", async () => {
  const first = recordingFetch()
  const second = recordingFetch()
  const a = createApiClient({ baseUrl: 'http://api.test', company: 3, region: 'spb', fetch: first.fetch })
  const b = createApiClient({ baseUrl: 'http://other.test', company: 4, fetch: second.fetch })
  await a.tenant.listRegions()
  await b.tenant.listRegions()
  expect(first.calls.map((call) => call.url)).toEqual(['http://api.test/api/regions/'])
  expect(first.calls[0]?.headers.get('X-QA-Company')).toBe('3')
  expect(first.calls[0]?.headers.get('X-QA-Region')).toBe('spb')
  expect(second.calls.map((call) => call.url)).toEqual(['http://other.test/api/regions/'])
  expect(second.calls[0]?.headers.get('X-QA-Company')).toBe('4')
  expect(second.calls[0]?.headers.get('X-QA-Region')).toBeNull()
})

test('a namespace is bound once per client and lists every operation of its module', () => {
  const api = createApiClient({ baseUrl: 'http://api.test', company: 1 })
  expect(api.catalog).toBe(api.catalog)
  expect(typeof api.tenant.geoip).toBe('function')
  expect(typeof api.catalog.listProducts).toBe('function')
  expect(api.options.company).toBe(1)
  expect(createApiClient({ baseUrl: 'http://api.test', company: 1 }).catalog).not.toBe(api.catalog)
})
