import { getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph'
import { expect, test } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom, waitFor } from 'xstate'
import { signInMachine } from './sign-in.machine.ts'
import { isWellFormedCode } from './sign-in-rules.ts'
import { type SignInEvent, SignInFailure, type SignInInput } from './sign-in-types.ts'

type Snapshot = SnapshotFrom<typeof signInMachine>
type Settle = { resolve: (output: unknown) => void; reject: (error: unknown) => void }

const PHONE = '+79123456789'
const RETURN_URL = '/my/orders/'
const AFTER_RESEND_DELAY = 'xstate.after.resendDelay.signIn.code.resend.waiting'

// Actor answers are not events of the machine's own type; the traversal feeds them in like any other event.
const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as SignInEvent
const failed = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as SignInEvent
const afterResendDelay = { type: AFTER_RESEND_DELAY } as unknown as SignInEvent
const fail = (kind: ConstructorParameters<typeof SignInFailure>[0], retryAfter: number | null = null) =>
  new SignInFailure(kind, retryAfter)

/**
 * What the shopper can do in any state, and what each running actor can answer (an answer from an actor that
 * is not running cannot happen). Actors answer as the real ones do: a sent code echoes the method and gives
 * the phone in E.164.
 */
function eventsFor(snapshot: Snapshot): SignInEvent[] {
  const { method } = snapshot.context
  const sent = { phone: PHONE, method, resendAfter: 60 }
  const running = (event: SignInEvent) => {
    const type: string = event.type
    const id = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1]
    if (id) return id in snapshot.children
    return type !== AFTER_RESEND_DELAY || snapshot.matches({ code: { resend: 'waiting' } })
  }
  const all: SignInEvent[] = [
    { type: 'phone.submit', phone: PHONE, method: 'sms' },
    { type: 'phone.submit', phone: '8 912 345-67-89', method: 'call' },
    { type: 'phone.submit', phone: '12', method: 'sms' },
    { type: 'phone.change' },
    { type: 'code.submit', code: '123 456' },
    { type: 'code.submit', code: '1234' },
    { type: 'code.submit', code: '12' },
    { type: 'code.resend' },
    afterResendDelay,
    done('sendCode', sent),
    ...['too-many-requests', 'send-failed', 'invalid-phone'].map((kind) =>
      failed('sendCode', fail(kind as 'send-failed')),
    ),
    failed('sendCode', new Error('network down')),
    failed('sendCode', fail('resend-too-early', 30)),
    done('resendCode', sent),
    failed('resendCode', fail('resend-too-early', 30)),
    failed('resendCode', fail('too-many-requests')),
    failed('resendCode', new Error('network down')),
    done('verifyCode', { returnUrl: RETURN_URL }),
    ...['wrong-code', 'code-expired', 'too-many-requests'].map((kind) =>
      failed('verifyCode', fail(kind as 'wrong-code')),
    ),
    failed('verifyCode', new Error('network down')),
    done('providerSignIn', { returnUrl: RETURN_URL }),
    failed('providerSignIn', fail('provider-failed')),
    done('linkProvider', { returnUrl: RETURN_URL }),
    failed('linkProvider', new Error('link refused')),
  ]
  return all.filter(running)
}

const INPUTS: Record<string, SignInInput> = {
  'a fresh login page': { returnUrl: '/' },
  'a page answered in the code step': { returnUrl: '/', step: 'code', phone: PHONE, method: 'call' },
  'a provider callback without a session': { returnUrl: '/', step: 'provider', provider: 'yandex' },
  'a provider callback with a session': {
    returnUrl: '/',
    step: 'provider',
    provider: 'vk',
    hasSession: true,
  },
}

type Key = (snapshot: Snapshot) => string
const fullState: Key = (snapshot) => JSON.stringify([snapshot.value, snapshot.context, snapshot.status])
const finiteState: Key = (snapshot) => JSON.stringify([snapshot.value, snapshot.status])

/**
 * Replays a generated path on a live actor whose effects are fakes: each fake actor waits until the path says
 * how it answers, and the resend timer runs on a simulated clock. Every step must reach the state the path
 * predicts; the final snapshot is returned with the inputs the fakes received.
 */
async function replay(input: SignInInput, path: StatePath<Snapshot, SignInEvent>, key = fullState) {
  const running = new Map<string, Settle>()
  const calls: { id: string; input: unknown }[] = []
  const fake = <O, I>() =>
    fromPromise<O, I>(({ input, self }) => {
      calls.push({ id: self.id, input })
      return new Promise<O>((resolve, reject) => {
        running.set(self.id, { resolve: (output) => resolve(output as O), reject })
      })
    })
  const clock = new SimulatedClock()
  const machine = signInMachine.provide({
    actors: { sendCode: fake(), verifyCode: fake(), providerSignIn: fake(), linkProvider: fake() },
  })
  const actor = createActor(machine, { input, clock }).start()
  for (const { event, state } of path.steps) {
    const type: string = event.type
    const [, kind, id] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type) ?? []
    if (kind && id) {
      const settle = running.get(id)
      if (!settle) throw new Error(`${id} is not running`)
      running.delete(id)
      if (kind === 'done') settle.resolve((event as { output?: unknown }).output)
      else settle.reject((event as { error?: unknown }).error)
    } else if (type === AFTER_RESEND_DELAY) {
      clock.increment(actor.getSnapshot().context.resendAfter * 1000)
    } else if (type !== 'xstate.init') {
      actor.send(event)
    }
    await waitFor(actor, (snapshot) => key(snapshot) === key(state), { timeout: 1000 })
  }
  return { snapshot: actor.getSnapshot(), calls }
}

for (const [name, input] of Object.entries(INPUTS)) {
  const paths = getShortestPaths(signInMachine, { input, events: eventsFor })

  test(`from ${name}, every reachable state is reached by a live actor with fake effects`, async () => {
    expect(paths.length).toBeGreaterThan(3)
    for (const path of paths) {
      const { snapshot, calls } = await replay(input, path)
      expect(snapshot.value).toEqual(path.state.value)
      expect(snapshot.context).toEqual(path.state.context)
      // Whatever the path, a code goes to the API only in a form its method accepts.
      for (const call of calls.filter(({ id }) => id === 'verifyCode')) {
        const { code, method } = call.input as { code: string; method: 'sms' | 'call' }
        expect(isWellFormedCode(code, method), `${code} by ${method}`).toBe(true)
      }
    }
  })

  // Simple paths over the finite states (context left out, or there would be millions): every way to an end.
  test(`from ${name}, every simple path to a final state ends there with its outcome`, async () => {
    const finals = getSimplePaths(signInMachine, {
      input,
      toState: (snapshot) => snapshot.status === 'done',
      // Only codes that every method takes or refuses alike, so the state value alone decides what follows.
      events: (snapshot) =>
        eventsFor(snapshot).filter((e) => e.type !== 'code.submit' || e.code !== '123 456'),
      serializeState: finiteState,
    })
    expect(finals.length).toBeGreaterThan(0)
    for (const path of finals) {
      const { snapshot } = await replay(input, path, finiteState)
      expect(snapshot.value).toEqual(path.state.value)
      expect(snapshot.status).toBe('done')
      expect(snapshot.output).toEqual({
        outcome: { success: 'auth', linked: 'linked', linkFailed: 'error' }[String(snapshot.value)],
        returnUrl: snapshot.value === 'linkFailed' ? '/' : RETURN_URL,
      })
    }
  })
}
