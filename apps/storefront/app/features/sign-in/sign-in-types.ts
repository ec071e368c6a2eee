import type { CodeMethod, SignInError } from './sign-in-rules.ts'

/** The sign-in machine's input, context, events and the inputs and outputs of its injected actors. */

/** An actor's refusal with the message to show; anything else thrown counts as the step's default error. */
export class SignInFailure extends Error {
  readonly kind: SignInError
  /** For `resend-too-early` and `too-many-requests`: seconds until the API takes a new request. */
  readonly retryAfter: number | null
  constructor(kind: SignInError, retryAfter: number | null = null) {
    super(kind)
    this.name = 'SignInFailure'
    this.kind = kind
    this.retryAfter = retryAfter
  }
}

export type SignInOutcome = 'auth' | 'phone' | 'linked' | 'error'

export type SignInInput = {
  returnUrl: string
  /** The visitor is already signed in: a provider callback then links the account. */
  hasSession?: boolean
  /** Where to start: the server's last answer (a no-JavaScript post) or a provider callback. */
  step?: 'phone' | 'code' | 'provider'
  phone?: string
  method?: CodeMethod
  resendAfter?: number
  provider?: string | null
  error?: SignInError | null
  /** For `too-many-requests`: the seconds the API asked to wait, when it said. */
  waitSeconds?: number | null
}

export type SignInContext = {
  returnUrl: string
  hasSession: boolean
  start: 'phone' | 'code' | 'provider'
  phone: string
  method: CodeMethod
  resendAfter: number
  provider: string | null
  error: SignInError | null
  /** The wait the last refusal named (Retry-After), for its message; null when none was named. */
  waitSeconds: number | null
  outcome: SignInOutcome | null
}

export type SignInEvent =
  | { type: 'phone.submit'; phone: string; method: CodeMethod }
  | { type: 'phone.change' }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }

export type SendCodeInput = { phone: string; method: CodeMethod; resend: boolean }
export type CodeSent = { phone: string; method: CodeMethod; resendAfter: number }
export type VerifyCodeInput = { phone: string; method: CodeMethod; code: string }
export type SignedIn = { returnUrl: string }
export type ProviderInput = { provider: string }

/** Until the API says otherwise (its `resend_after`), a new code may be requested after a minute. */
export const DEFAULT_RESEND_AFTER_SECONDS = 60

/** The message kind of an actor's error: its own for a {@link SignInFailure}, else the step's default. */
export function failureKind(error: unknown, fallback: SignInError): SignInError {
  return error instanceof SignInFailure ? error.kind : fallback
}

export const retryAfterOf = (error: unknown) => (error instanceof SignInFailure ? error.retryAfter : null)
