import { ApiError } from '@vitrina/api-client'
import { validatePhone } from '@vitrina/domain/phone'
import type { StorefrontContext } from '../../lib/context.server.ts'
import {
  type CodeMethod,
  isWellFormedCode,
  type LoginReply,
  normaliseCode,
  type SignInError,
} from './sign-in-rules.ts'

type CodeReply = Extract<LoginReply, { step: 'code' }>
type PhoneReply = Extract<LoginReply, { step: 'phone' }>

/**
 * Which message a refused code request gets (spec §8). The API answers 429 both for "too many requests from
 * this device" and for a resend sooner than `resend_after`; it tells them apart by `code` (`resend_too_early`)
 * and says how long to wait in Retry-After. So even a fresh /login, which knows of no earlier code, can say
 * "a new code can be requested in N s" (and go on to the code step: the code already sent still works). An
 * API that does not mark the early resend is still recognised by the page's own `resendAt`.
 */
export function sendFailure(
  error: unknown,
  at: { now: number; resendAt: number | null },
): { error: SignInError; waitSeconds: number | null } {
  if (!(error instanceof ApiError)) return { error: 'service-error', waitSeconds: null }
  if (error.status === 429) {
    const pageWait =
      at.resendAt !== null && at.resendAt > at.now ? Math.ceil((at.resendAt - at.now) / 1000) : null
    if (error.code === 'resend_too_early' || pageWait !== null)
      return { error: 'resend-too-early', waitSeconds: error.retryAfterSeconds ?? pageWait }
    return { error: 'too-many-requests', waitSeconds: error.retryAfterSeconds }
  }
  if (error.status === 400 && error.fieldErrors.phone) return { error: 'invalid-phone', waitSeconds: null }
  // Any other refusal of the request itself: "code request failed, check the number".
  return { error: error.status < 500 ? 'send-failed' : 'service-error', waitSeconds: null }
}

/** Which message a refused code gets: wrong, tries used up, expired, throttled, or ours. */
export function verifyFailure(error: unknown): SignInError {
  if (!(error instanceof ApiError)) return 'service-error'
  if (error.status === 429) return 'too-many-requests'
  if (error.status !== 400) return 'service-error'
  if (error.code === 'code_tries_exhausted') return 'tries-used-up'
  return error.code === 'code_expired' ? 'code-expired' : 'wrong-code'
}

/** The HTTP status of a refused step, so that a no-JavaScript answer is not a 200. */
export function replyStatus(error: SignInError | null): number {
  if (error === null) return 200
  if (error === 'too-many-requests' || error === 'resend-too-early') return 429
  return error === 'service-error' ? 502 : 400
}

/**
 * Asks the API to send a code. The phone is checked with the domain rules first, so a mistyped number never
 * costs a request from the shopper's quota. `resendAt` is when the page allowed the next code for `sentTo`:
 * asking again for that phone sooner (a resend, or "change number" and the same number again) is refused
 * as too early and stays on, or goes back to, the code step, whose code still works.
 */
export async function requestCode(
  context: StorefrontContext,
  input: {
    phone: string
    method: CodeMethod
    resend: boolean
    sentTo: string | null
    resendAt: number | null
    now: number
  },
): Promise<LoginReply> {
  const phoneStep: PhoneReply = {
    step: 'phone',
    phone: input.phone,
    method: input.method,
    error: null,
    resendAt: null,
  }
  const valid = validatePhone(input.phone)
  if (!valid.ok) return { ...phoneStep, error: 'invalid-phone' }
  try {
    const sent = await context.api.auth.sendCode(valid.e164, input.method)
    return codeStep(sent.phone, sent.method, sent.resend_after, input.now)
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('sign-in: requesting a code failed', error)
    const samePhone = input.resend || input.sentTo === valid.e164
    const failure = sendFailure(error, { now: input.now, resendAt: samePhone ? input.resendAt : null })
    if (!input.resend && failure.error !== 'resend-too-early')
      return {
        ...phoneStep,
        error: failure.error,
        ...(failure.waitSeconds ? { waitSeconds: failure.waitSeconds } : {}),
      }
    const wait = failure.waitSeconds ?? secondsUntil(input.resendAt, input.now)
    return { ...codeStep(valid.e164, input.method, wait, input.now), ...failure }
  }
}

/** Checks a code: the API's key, or the code step again with the message. */
export async function checkCode(
  context: StorefrontContext,
  input: { phone: string; method: CodeMethod; code: string; resendAt: number | null; now: number },
): Promise<{ ok: true; key: string } | { ok: false; reply: CodeReply }> {
  const again = (error: SignInError): { ok: false; reply: CodeReply } => ({
    ok: false,
    reply: { ...codeStepAgain(input), error },
  })
  if (!isWellFormedCode(input.code, input.method)) return again('invalid-code')
  try {
    const { key } = await context.api.auth.verifyCode({
      source: input.phone,
      code: normaliseCode(input.code),
      method: input.method,
    })
    return { ok: true, key }
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('sign-in: verifying the code failed', error)
    return again(verifyFailure(error))
  }
}

/** The code step shown again (a refused code): the resend still allowed at the time the page was given. */
export function codeStepAgain(input: {
  phone: string
  method: CodeMethod
  resendAt: number | null
  now: number
}): CodeReply {
  return codeStep(input.phone, input.method, secondsUntil(input.resendAt, input.now), input.now)
}

function codeStep(phone: string, method: CodeMethod, resendAfter: number, now: number): CodeReply {
  const seconds = Math.max(0, Math.ceil(resendAfter))
  return {
    step: 'code',
    phone,
    method,
    resendAfter: seconds,
    resendAt: now + seconds * 1000,
    error: null,
    waitSeconds: null,
  }
}

const secondsUntil = (at: number | null, now: number) =>
  at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000))
