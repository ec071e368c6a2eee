import type { Locale } from '@vitrina/domain/locale'
import type { Logger } from 'pino'
import type { Database } from '../db/client.ts'
import type { Env } from '../env.ts'
import type { MethodProviders } from '../modules/payments/payment-methods.ts'
import type { PaymentProvider } from '../modules/payments/provider.ts'
import type { Notifier } from '../modules/push/notifier.ts'
import type { PushSender } from '../modules/push/web-push-sender.ts'
import type { FileStorage } from '../modules/uploads/file-storage.ts'
import type { Lifecycle } from './lifecycle.ts'

export type Clock = { now: () => Date }

/** What every module needs, injected once by createApp (tests pass their own clock and db). */
export type Deps = {
  db: Database
  env: Env
  logger: Logger
  clock: Clock
  /** Defaults to the sandbox provider when not given. */
  payment?: PaymentProvider
  /**
   * The provider of each online method (payment-methods.ts); createApp fills it: `redirect` is `payment`, the
   * others come from the environment unless given (tests pass stand-in adapters here).
   */
  paymentMethods?: MethodProviders
  /** Customer files (uploads); createApp sets local disk beside DATA_DIR when not given. */
  storage?: FileStorage
  /** Web push; createApp sets one from the VAPID keys unless push is off (then none is sent). */
  push?: PushSender
  /** Email and SMS to customers; createApp records them in the dev outbox when not given. */
  notifier?: Notifier
  /** Draining after SIGTERM and work started without awaiting (index.ts passes one; tests may). */
  lifecycle?: Lifecycle
}

export type Company = { id: number; name: string; settings: Record<string, unknown> }
export type Region = { id: number; name: string; slug: string; latitude: number; longitude: number }
export type Customer = { id: number; companyId: number; phone: string }

export type AppEnv = {
  Variables: {
    deps: Deps
    log: Logger
    requestId: string
    company: Company
    region: Region
    regions: Region[]
    /** The shopper's language (Accept-Language, else the company's): names in answers follow it. */
    locale: Locale
    /** Set when a valid `Authorization: Token <key>` was sent. */
    customer: Customer | null
    tokenId: number | null
  }
}
