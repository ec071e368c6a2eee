import * as v from 'valibot'
import { defineOperation } from '../contract/operation.ts'
import { AuthKey, Customer, OutboxMessage, SendCodeAnswer } from '../schemas/auth.ts'
import { IdNumber } from '../schemas/common.ts'
import { E, IdParam } from './fields.ts'

/** A phone as the shopper typed it (`+7 916 555-12-34`, `8 (916) 555 12 34`): the API normalizes it to E.164. */
export const WirePhone = v.pipe(
  v.string('The phone is required.'),
  v.trim(),
  v.minLength(1, 'This field is required.'),
  v.maxLength(32, 'At most 32 characters.'),
  v.regex(/^[\d\s()+.-]+$/, 'The phone number contains an error'),
)
export const CodeMethod = v.optional(v.picklist(['sms', 'call'], 'Method must be sms or call.'), 'sms')

export const VerifyCodeBody = v.object({
  source: WirePhone,
  code: v.pipe(
    v.string('The code is required.'),
    v.trim(),
    v.regex(/^\d{4,6}$/, 'The code must be 4 to 6 digits.'),
  ),
  method: CodeMethod,
})

/** The one limit of a customer's names (spec §3 "Customer"): the API, the profile form and the document share it. */
export const NAME_MAX_LENGTH = 100
const Name = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters.`)),
)
export const EMAIL_MAX_LENGTH = 254

/** PATCH /api/customers/{id}/: every field optional; the phone is not editable (spec §4). */
export const ProfilePatch = v.strictObject(
  {
    first_name: Name,
    last_name: Name,
    middle_name: Name,
    gender: v.optional(v.nullable(v.picklist(['female', 'male'], 'Gender must be female or male.'))),
    // Dates and email addresses are checked by the service with the domain's rules (spec §5 messages).
    birthday: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20, 'Enter a valid date.')))),
    email: v.optional(
      v.pipe(v.string(), v.maxLength(EMAIL_MAX_LENGTH, `At most ${EMAIL_MAX_LENGTH} characters.`)),
    ),
    kind: v.optional(v.picklist(['personal', 'legal'], 'Kind must be personal or legal.')),
    phone: v.optional(v.pipe(v.string(), v.maxLength(32))),
  },
  'Unknown field.',
)
export type ProfilePatch = v.InferInput<typeof ProfilePatch>

export const sendCode = defineOperation({
  id: 'sendCode',
  method: 'POST',
  path: '/api/sms/send_code/',
  summary: 'Send a sign-in code by SMS or call',
  tag: 'auth',
  access: 'tenant',
  query: v.object({ phone: WirePhone, method: CodeMethod }),
  answer: SendCodeAnswer,
  status: 201,
  errors: [
    E.invalid,
    { status: 429, description: 'Resent too early or the quota is spent (`Retry-After`).' },
  ],
  examples: { query: { phone: '+79991234567', method: 'sms' } },
})

export const verifyCode = defineOperation({
  id: 'verifyCode',
  method: 'POST',
  path: '/api/v2/auth/verify_code/',
  // A refused code answers 400 `{ detail, code }`: `wrong_code`, `code_tries_exhausted` (every try of this code
  // was wrong, the last one included: a new code is needed) or `code_expired`.
  summary: 'Verify a code and sign in: `{ key }` (400 codes: wrong_code, code_tries_exhausted, code_expired)',
  tag: 'auth',
  access: 'tenant',
  body: VerifyCodeBody,
  answer: AuthKey,
  status: 200,
  errors: [E.invalid, { status: 429, description: 'Too many wrong codes for this phone or address.' }],
  examples: { body: { source: '+79991234567', code: '123456', method: 'sms' } },
})

export const verifyAuthLink = defineOperation({
  id: 'verifyAuthLink',
  method: 'POST',
  path: '/api/auth-codes/verify/',
  summary: 'Sign in by an `auth_customer_id` / `auth_code` link',
  tag: 'auth',
  access: 'tenant',
  body: v.object({
    id: IdNumber('id must be a customer id.'),
    code: v.pipe(v.string('code is required.'), v.regex(/^[a-f0-9]{40}$/, 'Wrong code.')),
  }),
  answer: AuthKey,
  status: 200,
  errors: [E.invalid],
  examples: { body: { id: 1, code: '0123456789abcdef0123456789abcdef01234567' } },
})

export const logout = defineOperation({
  id: 'logout',
  method: 'POST',
  path: '/api/auth/logout/',
  summary: 'Revoke the current token',
  tag: 'auth',
  access: 'customer',
  answer: null,
  status: 204,
  errors: [E.signIn],
})

export const getMe = defineOperation({
  id: 'getMe',
  method: 'GET',
  path: '/api/customers/me/',
  summary: 'The signed-in customer',
  tag: 'customers',
  access: 'customer',
  answer: Customer,
  status: 200,
  errors: [E.signIn],
})

export const updateCustomer = defineOperation({
  id: 'updateCustomer',
  method: 'PATCH',
  path: '/api/customers/{id}/',
  summary: 'Change the profile (a new email is confirmed by a link)',
  tag: 'customers',
  access: 'customer',
  params: IdParam,
  body: ProfilePatch,
  answer: Customer,
  status: 200,
  errors: [
    E.invalid,
    E.signIn,
    { status: 403, description: 'Another customer’s profile, or a changed phone.' },
    E.notFound,
  ],
  examples: { params: { id: '1' }, body: { first_name: 'Анна', last_name: 'Смирнова' } },
})

export const confirmEmail = defineOperation({
  id: 'confirmEmail',
  method: 'POST',
  path: '/api/customers/confirm-email/',
  summary: 'Confirm an email by the token of its link',
  tag: 'customers',
  access: 'tenant',
  body: v.object({
    token: v.pipe(v.string('token is required.'), v.regex(/^[a-f0-9]{40}$/, 'Invalid token.')),
  }),
  answer: v.object({ email: v.string() }),
  status: 200,
  errors: [E.invalid],
})

export const devIssueAuthLink = defineOperation({
  id: 'devIssueAuthLink',
  method: 'POST',
  path: '/api/dev/auth-links/',
  summary:
    'Development only: issue a sign-in link for a customer, named by id or by phone (a seeded customer ' +
    'whose id depends on what the seed created first)',
  tag: 'dev',
  access: 'public',
  body: v.pipe(
    v.object({
      company: IdNumber('company must be an id.'),
      customer_id: v.optional(IdNumber('customer_id must be an id.')),
      phone: v.optional(v.pipe(v.string(), v.maxLength(32, 'phone is too long.'))),
    }),
    v.check(
      (body) => (body.customer_id === undefined) !== (body.phone === undefined),
      'Give either customer_id or phone.',
    ),
  ),
  answer: v.object({ id: v.number(), code: v.string(), url: v.string() }),
  status: 201,
  errors: [E.invalid, { status: 404, description: 'No such customer in the company.' }],
  examples: { body: { company: 1, customer_id: 1 } },
})

export const devOutbox = defineOperation({
  id: 'devOutbox',
  method: 'GET',
  path: '/api/dev/outbox/',
  summary: 'Development only: the codes and links that would have been sent',
  tag: 'dev',
  access: 'public',
  query: v.object({ company: v.optional(v.pipe(v.string(), v.maxLength(12))) }),
  answer: v.array(OutboxMessage),
  status: 200,
  errors: [{ status: 404, description: 'A company that is not a number.' }],
})

export const devOutboxPage = defineOperation({
  id: 'devOutboxPage',
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Development only: the outbox as a page for people (refreshes every 5 s)',
  tag: 'dev',
  access: 'public',
  query: v.object({ company: v.optional(v.pipe(v.string(), v.maxLength(12))) }),
  answer: null,
  produces: 'text/html',
  status: 200,
  errors: [{ status: 404, description: 'A company that is not a number.' }],
})
