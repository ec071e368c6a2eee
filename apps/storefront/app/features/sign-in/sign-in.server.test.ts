import { ApiError } from '@vitrina/api-client'
import { expect, test, vi } from 'vitest'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { checkCode, replyStatus, requestCode, sendFailure, verifyFailure } from './sign-in.server.ts'

const NOW = 1_700_000_000_000
const PHONE = '+79123456789'
const throttled = new ApiError(429, { detail: 'Too many requests from this device.', code: 'throttled' })

const aContext = (auth: Record<string, unknown>) => ({ api: { auth } }) as unknown as StorefrontContext

test('a 429 before the allowed resend moment is the early resend, with the seconds left', () => {
  expect(sendFailure(throttled, { now: NOW, resendAt: NOW + 12_500 })).toEqual({
    error: 'resend-too-early',
    waitSeconds: 13,
  })
  expect(sendFailure(throttled, { now: NOW, resendAt: NOW - 1 })).toEqual({
    error: 'too-many-requests',
    waitSeconds: null,
  })
  expect(sendFailure(throttled, { now: NOW, resendAt: null }).error).toBe('too-many-requests')
})

test('an early resend marked by the API says the seconds it names, even on a fresh page', () => {
  const early = new ApiError(429, { detail: 'Wait.', code: 'resend_too_early' }, '42')
  expect(sendFailure(early, { now: NOW, resendAt: null })).toEqual({
    error: 'resend-too-early',
    waitSeconds: 42,
  })
  // The API's own wait wins over the page's memory of it.
  expect(sendFailure(early, { now: NOW, resendAt: NOW + 5_000 }).waitSeconds).toBe(42)
  const quota = new ApiError(429, { detail: 'Too many.', code: 'throttled' }, '600')
  expect(sendFailure(quota, { now: NOW, resendAt: null })).toEqual({
    error: 'too-many-requests',
    waitSeconds: 600,
  })
})

test('a fresh /login within a minute of a sent code goes to the code step with the timer', async () => {
  const sendCode = async () =>
    Promise.reject(new ApiError(429, { detail: 'Wait.', code: 'resend_too_early' }, '37'))
  const fresh = {
    phone: '8 912 345-67-89',
    method: 'sms' as const,
    resend: false,
    sentTo: null,
    resendAt: null,
  }
  expect(await requestCode(aContext({ sendCode }), { ...fresh, now: NOW })).toEqual({
    step: 'code',
    phone: PHONE,
    method: 'sms',
    resendAfter: 37,
    resendAt: NOW + 37_000,
    error: 'resend-too-early',
    waitSeconds: 37,
  })
})

test('a spent quota stays on the phone step with the wait the API named', async () => {
  const sendCode = async () =>
    Promise.reject(new ApiError(429, { detail: 'Too many.', code: 'throttled' }, '600'))
  const input = {
    phone: PHONE,
    method: 'sms' as const,
    resend: false,
    sentTo: null,
    resendAt: null,
    now: NOW,
  }
  expect(await requestCode(aContext({ sendCode }), input)).toEqual({
    step: 'phone',
    phone: PHONE,
    method: 'sms',
    error: 'too-many-requests',
    resendAt: null,
    waitSeconds: 600,
  })
})

test.each([
  [new ApiError(400, { phone: ['The phone number contains an error.'] }), 'invalid-phone'],
  [new ApiError(400, { detail: 'Method must be sms or call.' }), 'send-failed'],
  [new ApiError(503, null), 'service-error'],
  [new TypeError('fetch failed'), 'service-error'],
])('a code request refused with %o says %s', (error, kind) => {
  expect(sendFailure(error, { now: NOW, resendAt: null }).error).toBe(kind)
})

test.each([
  [new ApiError(400, { detail: 'Wrong code.', code: 'wrong_code' }), 'wrong-code'],
  [new ApiError(400, { detail: 'The code has expired.', code: 'code_expired' }), 'code-expired'],
  [new ApiError(400, { detail: 'No tries are left.', code: 'code_tries_exhausted' }), 'tries-used-up'],
  [new ApiError(400, { code: ['The code must be 4 to 6 digits.'] }), 'wrong-code'],
  [throttled, 'too-many-requests'],
  [new ApiError(500, null), 'service-error'],
  [new Error('timeout'), 'service-error'],
])('a code refused with %o says %s', (error, kind) => {
  expect(verifyFailure(error)).toBe(kind)
})

test('refusals answer with an HTTP status of their kind', () => {
  expect(
    [null, 'wrong-code', 'too-many-requests', 'service-error'].map((e) => replyStatus(e as never)),
  ).toEqual([200, 400, 429, 502])
})

test('a mistyped phone never reaches the API', async () => {
  const sendCode = vi.fn()
  const reply = await requestCode(aContext({ sendCode }), {
    phone: '12',
    method: 'sms',
    resend: false,
    sentTo: null,
    resendAt: null,
    now: NOW,
  })
  expect(reply).toEqual({ step: 'phone', phone: '12', method: 'sms', error: 'invalid-phone', resendAt: null })
  expect(sendCode).not.toHaveBeenCalled()
})

test('a sent code leads to the code step with the moment a resend is allowed', async () => {
  const sendCode = vi.fn(async () => ({ phone: PHONE, method: 'call', resend_after: 60, expires_in: 300 }))
  const input = {
    phone: '8 (912) 345-67-89',
    method: 'call' as const,
    resend: false,
    sentTo: null,
    resendAt: null,
    now: NOW,
  }
  expect(await requestCode(aContext({ sendCode }), input)).toEqual({
    step: 'code',
    phone: PHONE,
    method: 'call',
    resendAfter: 60,
    resendAt: NOW + 60_000,
    error: null,
    waitSeconds: null,
  })
  expect(sendCode).toHaveBeenCalledWith(PHONE, 'call')
})

test('a refused first request stays on the phone step; a refused resend stays on the code step', async () => {
  const sendCode = async () => Promise.reject(throttled)
  const first = {
    phone: PHONE,
    method: 'sms' as const,
    resend: false,
    sentTo: null,
    resendAt: null,
    now: NOW,
  }
  expect(await requestCode(aContext({ sendCode }), first)).toMatchObject({
    step: 'phone',
    error: 'too-many-requests',
  })
  // "Change number", then the same number again before its time: back to the code, which still works.
  const same = { ...first, phone: '8 912 345-67-89', sentTo: PHONE, resendAt: NOW + 5_000 }
  expect(await requestCode(aContext({ sendCode }), same)).toMatchObject({
    step: 'code',
    phone: PHONE,
    error: 'resend-too-early',
    waitSeconds: 5,
  })
  const other = { ...same, phone: '+71115550000' }
  expect(await requestCode(aContext({ sendCode }), other)).toMatchObject({
    step: 'phone',
    error: 'too-many-requests',
  })
  const again = { ...first, resend: true, resendAt: NOW + 20_000 }
  expect(await requestCode(aContext({ sendCode }), again)).toMatchObject({
    step: 'code',
    error: 'resend-too-early',
    waitSeconds: 20,
    resendAfter: 20,
  })
})

test('a code is checked for its form first, then by the API without spaces', async () => {
  const verifyCode = vi.fn(async () => ({ key: 'k' }))
  const input = { phone: PHONE, method: 'sms' as const, resendAt: NOW + 30_000, now: NOW }
  const malformed = await checkCode(aContext({ verifyCode }), { ...input, code: '12' })
  expect(malformed).toMatchObject({
    ok: false,
    reply: { step: 'code', error: 'invalid-code', resendAfter: 30 },
  })
  expect(verifyCode).not.toHaveBeenCalled()
  expect(await checkCode(aContext({ verifyCode }), { ...input, code: '123 456' })).toEqual({
    ok: true,
    key: 'k',
  })
  expect(verifyCode).toHaveBeenCalledWith({ source: PHONE, code: '123456', method: 'sms' })
})

test('a wrong code keeps the code step with its message', async () => {
  const verifyCode = async () =>
    Promise.reject(new ApiError(400, { detail: 'Wrong code.', code: 'wrong_code' }))
  const input = { phone: PHONE, method: 'sms' as const, code: '000000', resendAt: null, now: NOW }
  expect(await checkCode(aContext({ verifyCode }), input)).toMatchObject({
    ok: false,
    reply: { step: 'code', phone: PHONE, error: 'wrong-code', resendAfter: 0 },
  })
})
