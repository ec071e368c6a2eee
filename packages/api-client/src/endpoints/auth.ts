import * as v from 'valibot'
import { type ApiClientOptions, request } from '../http.ts'
import { AuthKey, Customer, OutboxMessage, SendCodeAnswer } from '../schemas/auth.ts'

export type CodeMethod = 'sms' | 'call'

/** POST /api/sms/send_code/?phone= — sends a sign-in code by SMS or by a call. */
export const sendCode = (o: ApiClientOptions, phone: string, method: CodeMethod = 'sms') =>
  request(o, { method: 'POST', path: 'api/sms/send_code/', query: { phone, method }, schema: SendCodeAnswer })

/** POST /api/v2/auth/verify_code/ — `{ source, code, method }` gives `{ key }`. */
export const verifyCode = (
  o: ApiClientOptions,
  input: { source: string; code: string; method: CodeMethod },
) => request(o, { method: 'POST', path: 'api/v2/auth/verify_code/', body: input, schema: AuthKey })

/** POST /api/auth/logout/ — revokes the current token. */
export const logout = (o: ApiClientOptions) =>
  request(o, { method: 'POST', path: 'api/auth/logout/', schema: null })

/** GET /api/customers/me/ */
export const getMe = (o: ApiClientOptions) => request(o, { path: 'api/customers/me/', schema: Customer })

export type ProfilePatch = Partial<{
  first_name: string
  last_name: string
  middle_name: string
  gender: 'female' | 'male' | null
  birthday: string | null
  email: string
  kind: 'personal' | 'legal'
}>

/** PATCH /api/customers/{id}/ — the phone is not editable. */
export const updateCustomer = (o: ApiClientOptions, id: number, patch: ProfilePatch) =>
  request(o, { method: 'PATCH', path: `api/customers/${id}/`, body: patch, schema: Customer })

/** POST /api/customers/confirm-email/ — the token from the confirmation link. */
export const confirmEmail = (o: ApiClientOptions, token: string) =>
  request(o, {
    method: 'POST',
    path: 'api/customers/confirm-email/',
    body: { token },
    schema: v.object({ email: v.string() }),
  })

/** GET /api/dev/outbox/ — development only: the codes and links that would have been sent. */
export const devOutbox = (o: ApiClientOptions) =>
  request(o, { path: 'api/dev/outbox/', schema: v.array(OutboxMessage) })
