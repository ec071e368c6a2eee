import { ApiError } from '@vitrina/api-client'
import { expect, test } from 'vitest'
import { notFound, nullWhenNotFound } from './listing.server.ts'

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
