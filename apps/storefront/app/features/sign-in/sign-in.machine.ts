import { assign, fromPromise, setup } from 'xstate'
import { codeIssue, normaliseCode, phoneIssue, type SignInError } from './sign-in-rules.ts'
import {
  type CodeSent,
  DEFAULT_RESEND_AFTER_SECONDS,
  failureKind,
  type ProviderInput,
  retryAfterOf,
  type SendCodeInput,
  type SignedIn,
  type SignInContext,
  type SignInEvent,
  type SignInInput,
  type SignInOutcome,
  type VerifyCodeInput,
} from './sign-in-types.ts'

const notProvided = async (): Promise<never> => {
  throw new Error('sign-in actor must be provided by the route')
}
// Action params from an actor's error or output event.
const failure =
  (fallback: SignInError) =>
  ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback })
const signedInAs =
  (outcome: SignInOutcome) =>
  ({ event }: { event: { output: SignedIn } }) => ({ outcome, returnUrl: event.output.returnUrl })

/**
 * The sign-in flow (issue 5, spec §4 "Sign-in"): phone entry, sending the code (SMS or call), code entry
 * with a resend timer, verifying, success; and the external provider's callback: a provider sign-in that
 * fails without a session goes to the phone step, with a session the account is linked, and a failed link
 * is an error result. Every effect is an injected actor: the route calls its own action, tests use fakes.
 */
export const signInMachine = setup({
  types: {
    input: {} as SignInInput,
    context: {} as SignInContext,
    events: {} as SignInEvent,
    tags: {} as 'busy',
    output: {} as { outcome: SignInOutcome | null; returnUrl: string },
  },
  actors: {
    sendCode: fromPromise<CodeSent, SendCodeInput>(notProvided),
    verifyCode: fromPromise<SignedIn, VerifyCodeInput>(notProvided),
    providerSignIn: fromPromise<SignedIn, ProviderInput>(notProvided),
    linkProvider: fromPromise<SignedIn, ProviderInput>(notProvided),
  },
  delays: {
    resendDelay: ({ context }) => context.resendAfter * 1000,
  },
  guards: {
    startsAtCode: ({ context }) => context.start === 'code' && context.phone !== '',
    startsAtProvider: ({ context }) => context.start === 'provider' && context.provider !== null,
    // The form's own rules (sign-in-rules.ts), which the login form's schema runs before the events come.
    isValidPhone: ({ event }) => event.type === 'phone.submit' && phoneIssue(event.phone) === null,
    isWellFormedCode: ({ context, event }) =>
      event.type === 'code.submit' && codeIssue(event.code, context.method) === null,
    hasSession: ({ context }) => context.hasSession,
    isTooEarly: (_, params: { error: unknown }) =>
      failureKind(params.error, 'send-failed') === 'resend-too-early' && retryAfterOf(params.error) !== null,
  },
  actions: {
    clearError: assign({ error: null, waitSeconds: null }),
    rememberPhone: assign(({ event }) =>
      event.type === 'phone.submit'
        ? { phone: event.phone.trim(), method: event.method, error: null, waitSeconds: null }
        : {},
    ),
    rejectPhone: assign({ error: 'invalid-phone' as const, waitSeconds: null }),
    rejectCode: assign({ error: 'invalid-code' as const }),
    acceptCode: assign((_, sent: CodeSent) => ({ ...sent, error: null })),
    fail: assign((_, params: { error: unknown; fallback: SignInError }) => ({
      error: failureKind(params.error, params.fallback),
      waitSeconds: retryAfterOf(params.error),
    })),
    waitLonger: assign((_, params: { error: unknown }) => ({
      error: 'resend-too-early' as const,
      resendAfter: retryAfterOf(params.error) ?? DEFAULT_RESEND_AFTER_SECONDS,
    })),
    signedIn: assign((_, params: { outcome: SignInOutcome; returnUrl: string }) => ({
      outcome: params.outcome,
      returnUrl: params.returnUrl,
      error: null,
    })),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    returnUrl: input.returnUrl,
    hasSession: input.hasSession ?? false,
    start: input.step ?? 'phone',
    phone: input.phone ?? '',
    method: input.method ?? 'sms',
    resendAfter: input.resendAfter ?? DEFAULT_RESEND_AFTER_SECONDS,
    provider: input.provider ?? null,
    error: input.error ?? null,
    waitSeconds: input.waitSeconds ?? null,
    outcome: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'startsAtCode', target: 'code' },
        { guard: 'startsAtProvider', target: 'providerCallback' },
        { target: 'phone' },
      ],
    },
    phone: {
      on: {
        'phone.submit': [
          { guard: 'isValidPhone', target: 'sendingCode', actions: 'rememberPhone' },
          { actions: 'rejectPhone' },
        ],
      },
    },
    sendingCode: {
      tags: 'busy',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ phone: context.phone, method: context.method, resend: false }),
        onDone: { target: 'code', actions: { type: 'acceptCode', params: ({ event }) => event.output } },
        onError: [
          // The same number again before its resend time: the code already sent still works.
          {
            guard: { type: 'isTooEarly', params: ({ event }) => ({ error: event.error }) },
            target: 'code',
            actions: { type: 'waitLonger', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'phone', actions: { type: 'fail', params: failure('send-failed') } },
        ],
      },
    },
    code: {
      type: 'parallel',
      on: { 'phone.change': { target: 'phone', actions: 'clearError' } },
      states: {
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'code.submit': [
                  { guard: 'isWellFormedCode', target: 'verifying', actions: 'clearError' },
                  { actions: 'rejectCode' },
                ],
              },
            },
            verifying: {
              tags: 'busy',
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context, event }) => ({
                  phone: context.phone,
                  method: context.method,
                  code: event.type === 'code.submit' ? normaliseCode(event.code) : '',
                }),
                onDone: {
                  target: '#signIn.success',
                  actions: { type: 'signedIn', params: signedInAs('auth') },
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'fail', params: failure('service-error') },
                },
              },
            },
          },
        },
        resend: {
          initial: 'waiting',
          states: {
            waiting: { after: { resendDelay: 'ready' } },
            ready: { on: { 'code.resend': { target: 'sending', actions: 'clearError' } } },
            sending: {
              tags: 'busy',
              invoke: {
                id: 'resendCode',
                src: 'sendCode',
                input: ({ context }) => ({ phone: context.phone, method: context.method, resend: true }),
                onDone: {
                  target: 'waiting',
                  actions: { type: 'acceptCode', params: ({ event }) => event.output },
                },
                onError: [
                  {
                    guard: { type: 'isTooEarly', params: ({ event }) => ({ error: event.error }) },
                    target: 'waiting',
                    actions: { type: 'waitLonger', params: ({ event }) => ({ error: event.error }) },
                  },
                  {
                    target: 'ready',
                    actions: { type: 'fail', params: failure('send-failed') },
                  },
                ],
              },
            },
          },
        },
      },
    },
    providerCallback: {
      tags: 'busy',
      invoke: {
        id: 'providerSignIn',
        src: 'providerSignIn',
        input: ({ context }) => ({ provider: context.provider ?? '' }),
        onDone: {
          target: 'success',
          actions: { type: 'signedIn', params: signedInAs('auth') },
        },
        onError: [
          { guard: 'hasSession', target: 'linking' },
          { target: 'phone', actions: assign({ outcome: 'phone' as const }) },
        ],
      },
    },
    linking: {
      tags: 'busy',
      invoke: {
        id: 'linkProvider',
        src: 'linkProvider',
        input: ({ context }) => ({ provider: context.provider ?? '' }),
        onDone: {
          target: 'linked',
          actions: { type: 'signedIn', params: signedInAs('linked') },
        },
        onError: {
          target: 'linkFailed',
          actions: assign({ outcome: 'error' as const, error: 'link-failed' as const }),
        },
      },
    },
    success: { type: 'final' },
    linked: { type: 'final' },
    linkFailed: { type: 'final' },
  },
  output: ({ context }) => ({ outcome: context.outcome, returnUrl: context.returnUrl }),
})
