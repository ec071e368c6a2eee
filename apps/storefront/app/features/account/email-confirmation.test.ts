import { ApiError } from '@vitrina/api-client'
import { expect, test } from 'vitest'
import {
  confirmationToken,
  confirmResultPath,
  failedConfirmationResult,
  isConfirmResult,
} from './email-confirmation.ts'

test('only the three result pages of the spec exist', () => {
  expect(['success', 'fail', 'not-found'].every(isConfirmResult)).toBe(true)
  expect(isConfirmResult('ok')).toBe(false)
  expect(isConfirmResult(undefined)).toBe(false)
  expect(confirmResultPath('not-found')).toBe('/confirm-email/not-found/')
})

test('the token is read from the emailed link', () => {
  expect(confirmationToken(new URL('http://shop.test/confirm-email/?token=ab12'))).toBe('ab12')
  expect(confirmationToken(new URL('http://shop.test/confirm-email/?token=%20'))).toBeNull()
  expect(confirmationToken(new URL('http://shop.test/confirm-email/'))).toBeNull()
})

test('a refused token is the fail page, a missing request the not-found page', () => {
  const refused = new ApiError(400, {
    detail: 'The confirmation code is incorrect or the request was not found.',
    code: 'confirmation_not_found',
  })
  expect(failedConfirmationResult(refused)).toBe('fail')
  expect(failedConfirmationResult(new ApiError(400, { token: ['Invalid token.'] }))).toBe('fail')
  expect(failedConfirmationResult(new ApiError(404, { detail: 'Not found.' }))).toBe('not-found')
})

test('an API outage is not blamed on the link', () => {
  expect(failedConfirmationResult(new ApiError(502, null))).toBeNull()
  expect(failedConfirmationResult(new TypeError('fetch failed'))).toBeNull()
})
