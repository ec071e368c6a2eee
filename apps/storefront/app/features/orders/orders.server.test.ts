import { ApiError } from '@vitrina/api-client'
import { expect, test } from 'vitest'
import { idParam, rethrowApiError } from './orders.server.ts'

const thrown = (run: () => unknown): unknown => {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

test('an order id from the URL is a positive number; anything else is the 404 page', () => {
  expect(idParam({ order: '42' }, 'order')).toBe(42)
  for (const value of [undefined, '', '0', '-1', '4.2', 'abc', '1234567890'])
    expect(
      thrown(() => idParam({ order: value }, 'order')),
      String(value),
    ).toMatchObject({
      init: { status: 404 },
    })
})

test("the API's 404 (another customer's order) and 401 become the page's status; other errors stay", () => {
  expect(thrown(() => rethrowApiError(new ApiError(404, { detail: 'Not found.' })))).toMatchObject({
    init: { status: 404 },
  })
  expect(thrown(() => rethrowApiError(new ApiError(401, { detail: 'No.' })))).toMatchObject({
    init: { status: 401 },
  })
  const failure = new ApiError(500, null)
  expect(thrown(() => rethrowApiError(failure))).toBe(failure)
})
