import { expect, test } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { type CallLoginAction, signInActors, signInInput } from './sign-in-actors.ts'
import type { LoginReply } from './sign-in-rules.ts'
import { SignInFailure } from './sign-in-types.ts'

const PHONE = '+79123456789'
const codeStep = (over: Partial<Extract<LoginReply, { step: 'code' }>> = {}): LoginReply => ({
  step: 'code',
  phone: PHONE,
  method: 'sms',
  resendAfter: 60,
  resendAt: 1_000_000,
  error: null,
  waitSeconds: null,
  ...over,
})

const calling = (reply: LoginReply) => {
  const posted: Record<string, string>[] = []
  const call: CallLoginAction = async (fields) => {
    posted.push(fields)
    return reply
  }
  return { actors: signInActors(call), posted }
}

test('sending a code posts the send-code form and answers the sent code', async () => {
  const { actors, posted } = calling(codeStep({ resendAfter: 45 }))
  const actor = createActor(actors.sendCode, { input: { phone: '8 912', method: 'sms', resend: false } })
  expect(await toPromise(actor.start())).toEqual({ phone: PHONE, method: 'sms', resendAfter: 45 })
  expect(posted).toEqual([{ intent: 'send-code', phone: '8 912', method: 'sms' }])
})

test('after a code was sent, every post says for which phone and from when a new one may be asked', async () => {
  const { actors, posted } = calling(codeStep({ resendAt: 42_000 }))
  const send = (resend: boolean) =>
    toPromise(createActor(actors.sendCode, { input: { phone: PHONE, method: 'sms', resend } }).start())
  await send(false)
  await send(true)
  expect(posted[1]).toEqual({
    intent: 'resend',
    phone: PHONE,
    method: 'sms',
    sentTo: PHONE,
    resendAt: '42000',
  })
})

test('a refused resend fails with the reply message and the seconds to wait', async () => {
  const { actors, posted } = calling(codeStep({ error: 'resend-too-early', waitSeconds: 12 }))
  const actor = createActor(actors.sendCode, { input: { phone: PHONE, method: 'call', resend: true } })
  const error = await toPromise(actor.start()).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(SignInFailure)
  expect(error).toMatchObject({ kind: 'resend-too-early', retryAfter: 12 })
  expect(posted[0]?.intent).toBe('resend')
})

test('verifying answers where to go, or fails with the message of the code step', async () => {
  const ok = calling({ step: 'done', returnUrl: '/my/orders/' })
  const input = { phone: PHONE, method: 'sms' as const, code: '123456' }
  expect(await toPromise(createActor(ok.actors.verifyCode, { input }).start())).toEqual({
    returnUrl: '/my/orders/',
  })
  expect(ok.posted).toEqual([{ intent: 'verify-code', ...input }])
  const wrong = calling(codeStep({ error: 'wrong-code' }))
  const error = await toPromise(createActor(wrong.actors.verifyCode, { input }).start()).catch((e) => e)
  expect(error).toMatchObject({ kind: 'wrong-code' })
})

test('an answer of the wrong step counts as a service error', async () => {
  const { actors } = calling({ step: 'phone', phone: PHONE, method: 'sms', error: null, resendAt: null })
  const input = { phone: PHONE, method: 'sms' as const, code: '123456' }
  const error = await toPromise(createActor(actors.verifyCode, { input }).start()).catch((e) => e)
  expect(error).toMatchObject({ kind: 'service-error' })
})

test('the machine starts at the step the server answered', () => {
  expect(signInInput('/cart/', undefined)).toEqual({ returnUrl: '/cart/' })
  expect(signInInput('/', codeStep({ error: 'wrong-code', method: 'call' }))).toEqual({
    returnUrl: '/',
    step: 'code',
    phone: PHONE,
    method: 'call',
    error: 'wrong-code',
    resendAfter: 60,
  })
  expect(
    signInInput('/', { step: 'phone', phone: '12', method: 'sms', error: 'invalid-phone', resendAt: null }),
  ).toMatchObject({ step: 'phone', phone: '12', error: 'invalid-phone' })
})
