import { ApiError } from '@vitrina/api-client'
import { expect, test } from 'vitest'
import { apiUnavailableReason, isApiUnavailable } from './api-unavailable.server.ts'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

test('gateway answers, timeouts and refused or reset connections count as the API being unreachable', () => {
  expect(apiUnavailableReason(new ApiError(503, null, null))).toBe('HTTP 503')
  expect(apiUnavailableReason(new DOMException('timed out', 'TimeoutError'))).toBe('TimeoutError')
  const reset = new TypeError('fetch failed', { cause: withCode('other side closed', 'UND_ERR_SOCKET') })
  expect(apiUnavailableReason(reset)).toBe('UND_ERR_SOCKET')
  expect(apiUnavailableReason(new TypeError('fetch failed'))).toBe('fetch failed')
  expect(isApiUnavailable(withCode('connect', 'ECONNREFUSED'))).toBe(true)
})

test('answers the API gave and programming errors do not', () => {
  expect(apiUnavailableReason(new ApiError(404, null, null))).toBeNull()
  expect(apiUnavailableReason(new ApiError(500, null, null))).toBeNull()
  expect(isApiUnavailable(new TypeError('x is undefined'))).toBe(false)
  expect(isApiUnavailable('a string')).toBe(false)
})
