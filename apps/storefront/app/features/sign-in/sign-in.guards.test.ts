import { expect, test } from 'vitest'
import { createActor, fromPromise, initialTransition, SimulatedClock, transition, waitFor } from 'xstate'
import { signInMachine } from './sign-in.machine.ts'
import {
  type CodeSent,
  type SendCodeInput,
  type SignInEvent,
  SignInFailure,
  type SignInInput,
} from './sign-in-types.ts'

// The machine's guards and the effects' inputs, one rule at a time (the paths are in sign-in.machine.test.ts).

const PHONE = '+79123456789'

const step = (input: SignInInput, ...events: SignInEvent[]) => {
  let [snapshot] = initialTransition(signInMachine, input)
  for (const event of events) [snapshot] = transition(signInMachine, snapshot, event)
  return snapshot
}

test('a phone that fails the domain rules stays on the phone step with its message and sends nothing', () => {
  const snapshot = step({ returnUrl: '/' }, { type: 'phone.submit', phone: '+7 000', method: 'sms' })
  expect(snapshot.value).toBe('phone')
  expect(snapshot.context.error).toBe('invalid-phone')
  expect(Object.keys(snapshot.children)).toEqual([])
})

test('an SMS code has 4 to 6 digits and a call code the last 4 or 5 digits of the number', () => {
  const at = (method: 'sms' | 'call', code: string) =>
    step({ returnUrl: '/', step: 'code', phone: PHONE, method }, { type: 'code.submit', code })
  expect(at('sms', '123 456').matches({ code: { entry: 'verifying' } })).toBe(true)
  expect(at('call', '12345').matches({ code: { entry: 'verifying' } })).toBe(true)
  const tooLong = at('call', '123456')
  expect(tooLong.matches({ code: { entry: 'editing' } })).toBe(true)
  expect(tooLong.context.error).toBe('invalid-code')
  expect(at('sms', '12a4').context.error).toBe('invalid-code')
})

test('the code step is only a starting point when the phone is known', () => {
  expect(step({ returnUrl: '/', step: 'code' }).value).toBe('phone')
  expect(step({ returnUrl: '/', step: 'provider' }).value).toBe('phone')
})

test('a resend is offered only when the timer has run out', () => {
  const waiting = step({ returnUrl: '/', step: 'code', phone: PHONE }, { type: 'code.resend' })
  expect(waiting.matches({ code: { resend: 'waiting' } })).toBe(true)
})

test('verify gets the E.164 phone from the send answer; a too-early resend waits the seconds given', async () => {
  const inputs: unknown[] = []
  const clock = new SimulatedClock()
  const machine = signInMachine.provide({
    actors: {
      sendCode: fromPromise(async ({ input }) => {
        inputs.push(input)
        if (input.resend) throw new SignInFailure('resend-too-early', 30)
        return { phone: PHONE, method: input.method, resendAfter: 60 }
      }),
      verifyCode: fromPromise(async ({ input }) => {
        inputs.push(input)
        throw new SignInFailure('wrong-code')
      }),
    },
  })
  const actor = createActor(machine, { input: { returnUrl: '/cart/' }, clock }).start()
  actor.send({ type: 'phone.submit', phone: ' 8 (912) 345-67-89 ', method: 'call' })
  await waitFor(actor, (s) => s.matches('code'))
  actor.send({ type: 'code.submit', code: '12 34' })
  const refused = await waitFor(actor, (s) => s.context.error === 'wrong-code')
  expect(refused.matches({ code: { entry: 'editing' } })).toBe(true)
  clock.increment(60_000)
  actor.send({ type: 'code.resend' })
  const early = await waitFor(actor, (s) => s.context.error === 'resend-too-early')
  expect(early.matches({ code: { resend: 'waiting' } })).toBe(true)
  clock.increment(29_000)
  expect(actor.getSnapshot().matches({ code: { resend: 'waiting' } })).toBe(true)
  clock.increment(1_000)
  expect(actor.getSnapshot().matches({ code: { resend: 'ready' } })).toBe(true)
  expect(inputs).toEqual([
    { phone: '8 (912) 345-67-89', method: 'call', resend: false },
    { phone: PHONE, method: 'call', code: '1234' },
    { phone: PHONE, method: 'call', resend: true },
  ])
})

test('a provider failure asks for the phone without a session, links with one, and a failed link is an error', async () => {
  const run = async (hasSession: boolean, link: () => Promise<{ returnUrl: string }>) => {
    const machine = signInMachine.provide({
      actors: {
        providerSignIn: fromPromise(async () => Promise.reject(new SignInFailure('provider-failed'))),
        linkProvider: fromPromise(link),
      },
    })
    const input = { returnUrl: '/my/profile/', step: 'provider' as const, provider: 'yandex', hasSession }
    const actor = createActor(machine, { input }).start()
    return waitFor(actor, (s) => !s.hasTag('busy'))
  }
  const phone = await run(false, async () => ({ returnUrl: '/' }))
  expect([phone.value, phone.context.outcome]).toEqual(['phone', 'phone'])
  const linked = await run(true, async () => ({ returnUrl: '/my/profile/' }))
  expect([linked.value, linked.output]).toEqual(['linked', { outcome: 'linked', returnUrl: '/my/profile/' }])
  const failed = await run(true, async () => Promise.reject(new Error('conflict')))
  expect([failed.value, failed.context.error, failed.output?.outcome]).toEqual([
    'linkFailed',
    'link-failed',
    'error',
  ])
})

test('a refused code request keeps the wait the API named for its message, until the next try', async () => {
  let refusals = 0
  const machine = signInMachine.provide({
    actors: {
      sendCode: fromPromise<CodeSent, SendCodeInput>(async () => {
        refusals++
        throw new SignInFailure('too-many-requests', refusals === 1 ? 600 : null)
      }),
    },
  })
  const actor = createActor(machine, { input: { returnUrl: '/' } }).start()
  actor.send({ type: 'phone.submit', phone: PHONE, method: 'sms' })
  const first = await waitFor(actor, (s) => s.matches('phone') && s.context.error !== null)
  expect(first.context).toMatchObject({ error: 'too-many-requests', waitSeconds: 600 })
  actor.send({ type: 'phone.submit', phone: PHONE, method: 'sms' })
  const second = await waitFor(actor, (s) => s.matches('phone') && refusals === 2 && s.context.error !== null)
  expect(second.context).toMatchObject({ error: 'too-many-requests', waitSeconds: null })
  expect(step({ returnUrl: '/', waitSeconds: 120, error: 'too-many-requests' }).context.waitSeconds).toBe(120)
})
