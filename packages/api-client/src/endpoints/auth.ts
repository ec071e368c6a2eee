import { type ApiClientOptions, call } from '../http.ts'
import * as op from '../operations/auth.ts'

export type CodeMethod = 'sms' | 'call'
export type { ProfilePatch } from '../operations/auth.ts'

/** POST /api/sms/send_code/?phone=&method= — sends a sign-in code (spec §7). */
export const sendCode = (o: ApiClientOptions, phone: string, method: CodeMethod = 'sms') =>
  call(o, op.sendCode, { query: { phone, method } })

/** POST /api/v2/auth/verify_code/ — `{ source, code, method }` gives `{ key }`. */
export const verifyCode = (
  o: ApiClientOptions,
  input: { source: string; code: string; method: CodeMethod },
) => call(o, op.verifyCode, { body: input })

/** POST /api/auth/logout/ — revokes the current token. */
export const logout = (o: ApiClientOptions) => call(o, op.logout, {})

/** GET /api/customers/me/ */
export const getMe = (o: ApiClientOptions) => call(o, op.getMe, {})

/** PATCH /api/customers/{id}/ — the phone is not editable. */
export const updateCustomer = (o: ApiClientOptions, id: number, patch: op.ProfilePatch) =>
  call(o, op.updateCustomer, { params: { id }, body: patch })

/** POST /api/customers/confirm-email/ — the token from the confirmation link. */
export const confirmEmail = (o: ApiClientOptions, token: string) =>
  call(o, op.confirmEmail, { body: { token } })

/** GET /api/dev/outbox/ — development only: the codes and links that would have been sent. */
export const devOutbox = (o: ApiClientOptions) => call(o, op.devOutbox, {})

/** POST /api/dev/auth-links/ — development only: a sign-in link for a customer. */
export const devIssueAuthLink = (o: ApiClientOptions, customerId: number) =>
  call(o, op.devIssueAuthLink, { body: { company: o.company, customer_id: customerId } })
