import { fromPromise } from 'xstate'
import type { LoginReply } from './sign-in-rules.ts'
import {
  type CodeSent,
  type SendCodeInput,
  type SignedIn,
  SignInFailure,
  type SignInInput,
  type VerifyCodeInput,
} from './sign-in-types.ts'

/** Posts the fields to the login route's action and answers its reply (see `useActionCall`). */
export type CallLoginAction = (fields: Record<string, string>) => Promise<LoginReply>

const failureOf = (reply: LoginReply) =>
  reply.step === 'done'
    ? new SignInFailure('service-error')
    : new SignInFailure(reply.error ?? 'service-error', reply.waitSeconds ?? null)

/**
 * The machine's effects in the browser: each step posts the same fields as the page's no-JavaScript forms
 * to the route's action, which stays the one place that talks to the API and sets the cookies.
 */
export function signInActors(call: CallLoginAction) {
  // Like the page's hidden fields: the phone the last code went to and when a new one may be requested, so
  // that asking again too soon is told apart from "too many requests".
  let last: { sentTo: string; resendAt: string } | null = null
  const post: CallLoginAction = async (fields) => {
    const reply = await call({ ...fields, ...last })
    if (reply.step === 'code') last = { sentTo: reply.phone, resendAt: String(reply.resendAt) }
    return reply
  }
  return {
    sendCode: fromPromise<CodeSent, SendCodeInput>(async ({ input }) => {
      const reply = await post({
        intent: input.resend ? 'resend' : 'send-code',
        phone: input.phone,
        method: input.method,
      })
      if (reply.step === 'code' && reply.error === null) {
        return { phone: reply.phone, method: reply.method, resendAfter: reply.resendAfter }
      }
      throw failureOf(reply)
    }),
    verifyCode: fromPromise<SignedIn, VerifyCodeInput>(async ({ input }) => {
      const reply = await post({ intent: 'verify-code', ...input })
      if (reply.step === 'done') return { returnUrl: reply.returnUrl }
      throw failureOf(reply)
    }),
    // No provider steps here: a provider's callback is a plain GET that the server completes before any page
    // renders (`oauth-outcome.server.ts` runs this machine's provider states there with the API calls).
  }
}

/** Where the machine starts on the page: the step the server last answered (a no-JavaScript post), or phone. */
export function signInInput(returnUrl: string, reply: LoginReply | undefined): SignInInput {
  if (!reply || reply.step === 'done') return { returnUrl }
  const { phone, method, error } = reply
  if (reply.step === 'phone')
    return { returnUrl, step: 'phone', phone, method, error, waitSeconds: reply.waitSeconds ?? null }
  return { returnUrl, step: 'code', phone, method, error, resendAfter: reply.resendAfter }
}
