import { ApiError } from '@vitrina/api-client'
import { expect, test } from 'vitest'
import { notFound, nullWhenNotFound, requestOrigin } from './listing.server.ts'

test('a 404 from the API becomes null; the answer passes through', async () => {
  expect(await nullWhenNotFound(Promise.reject(new ApiError(404, { detail: 'Not found.' })))).toBeNull()
  expect(await nullWhenNotFound(Promise.resolve({ id: 1 }))).toEqual({ id: 1 })
})

test('any other failure is not hidden', async () => {
  await expect(nullWhenNotFound(Promise.reject(new ApiError(500, {})))).rejects.toThrow(ApiError)
  await expect(nullWhenNotFound(Promise.reject(new TypeError('fetch failed')))).rejects.toThrow(TypeError)
})

test('notFound throws a 404 answer for the error boundary', () => {
  try {
    notFound()
  } catch (thrown) {
    expect(thrown).toMatchObject({ init: { status: 404 } })
    return
  }
  expect.unreachable()
})

test('the origin is the one the shopper reached', () => {
  expect(requestOrigin(new Request('https://shop.example/catalog/x/?page=2'))).toBe('https://shop.example')
})
