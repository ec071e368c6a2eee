import { expect, test } from 'vitest'
import type { StorefrontContext } from './context.server.ts'
import { routeRedirectFor, throwIfRedirected } from './route-redirect.server.ts'

type Target = { target: string; permanent: boolean; absolute: boolean } | null

let companyId = 100
/** A context whose API answers `answer` for every path and counts the lookups. */
function fakeContext(answer: () => Promise<{ redirect: Target }>) {
  const calls: string[] = []
  const context = {
    company: { id: companyId++ },
    api: {
      content: {
        getRouteRedirect: (path: string) => {
          calls.push(path)
          return answer()
        },
      },
    },
  } as unknown as StorefrontContext
  return { context, calls }
}

async function thrown(promise: Promise<void>): Promise<Response | undefined> {
  try {
    await promise
    return undefined
  } catch (error) {
    return error as Response
  }
}

test('one lookup per company and path while the answer is fresh', async () => {
  const { context, calls } = fakeContext(async () => ({ redirect: null }))
  expect(await routeRedirectFor(context, '/a/')).toBeNull()
  expect(await routeRedirectFor(context, '/a/')).toBeNull()
  expect(await routeRedirectFor(context, '/b/')).toBeNull()
  expect(calls).toEqual(['/a/', '/b/'])
})

test('a failed lookup means "not moved" and is asked again next time', async () => {
  const { context, calls } = fakeContext(async () => {
    throw new Error('API down')
  })
  expect(await routeRedirectFor(context, '/a/')).toBeNull()
  expect(await routeRedirectFor(context, '/a/')).toBeNull()
  expect(calls).toHaveLength(2)
})

test('a relative target redirects in the shop, with 301 when permanent', async () => {
  const { context } = fakeContext(async () => ({
    redirect: { target: '/catalog/new/', permanent: true, absolute: false },
  }))
  const response = await thrown(throwIfRedirected(context, new URL('http://shop.test/old/')))
  expect(response?.status).toBe(301)
  expect(response?.headers.get('Location')).toBe('/catalog/new/')
})

test('an absolute target leaves the shop with 302', async () => {
  const { context } = fakeContext(async () => ({
    redirect: { target: 'https://blog.example/', permanent: false, absolute: true },
  }))
  const response = await thrown(throwIfRedirected(context, new URL('http://shop.test/blog/')))
  expect(response?.status).toBe(302)
  expect(response?.headers.get('Location')).toBe('https://blog.example/')
})

test('a protocol-relative target not marked absolute is ignored (no open redirect)', async () => {
  const { context } = fakeContext(async () => ({
    redirect: { target: '//evil.example/', permanent: false, absolute: false },
  }))
  expect(await thrown(throwIfRedirected(context, new URL('http://shop.test/x/')))).toBeUndefined()
})
