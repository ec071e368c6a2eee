import * as v from 'valibot'
import { defineOperation } from '../contract/operation.ts'
import { AuthKey } from '../schemas/auth.ts'
import { OAUTH_PROVIDERS, OAuthLinked, OAuthProviderList } from '../schemas/oauth.ts'
import { AddressSuggestion, Device } from '../schemas/services.ts'
import { E } from './fields.ts'

const Bound = v.optional(
  v.object({ value: v.picklist(['city', 'settlement', 'street', 'house'], 'Unknown address bound.') }),
)
const FiasId = v.optional(v.pipe(v.string(), v.maxLength(64)))

export const SuggestBody = v.object({
  name: v.optional(v.literal('address'), 'address'),
  query: v.pipe(v.string('query is required.'), v.maxLength(300, 'At most 300 characters.')),
  from_bound: Bound,
  to_bound: Bound,
  locations: v.optional(
    v.pipe(
      v.array(v.object({ settlement_fias_id: FiasId, city_fias_id: FiasId, street_fias_id: FiasId })),
      v.maxLength(10),
    ),
  ),
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)), 10),
})
export const GeolocateBody = v.object({
  name: v.optional(v.literal('address'), 'address'),
  lat: v.pipe(v.number('lat must be a number.'), v.minValue(-90), v.maxValue(90)),
  lon: v.pipe(v.number('lon must be a number.'), v.minValue(-180), v.maxValue(180)),
  radius_meters: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(1000)), 200),
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)), 1),
})

const Short = (max: number) =>
  v.pipe(
    v.string(),
    v.minLength(1, 'This field is required.'),
    v.maxLength(max, `At most ${max} characters.`),
  )
export const DeviceBody = v.object({
  application: Short(100),
  device_id: Short(200),
  registration_id: Short(4096),
  /** Ignored: only /link/ with a token sets a device's customer. */
  customer_id: v.optional(v.nullable(v.number())),
})
const DeviceParam = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Not found.'),
  ),
})
const DeviceLink = v.object({ id: v.string(), customer_id: v.nullable(v.number()) })

export const ProviderData = v.object({
  code: v.pipe(v.string('code is required.'), v.minLength(1), v.maxLength(2048)),
  code_verifier: v.pipe(
    v.string('code_verifier is required.'),
    v.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'Invalid PKCE code verifier.'),
  ),
  redirect_uri: v.pipe(v.string('redirect_uri is required.'), v.url('Invalid URL.'), v.maxLength(2048)),
})
export const OAuthLinkBody = v.union(
  [v.object({ ticket: v.pipe(v.string(), v.regex(/^[a-f0-9]{40}$/, 'Invalid ticket.')) }), ProviderData],
  'Send a ticket or provider data.',
)
const ProviderParam = v.object({ provider: v.picklist(OAUTH_PROVIDERS, 'Unknown sign-in provider.') })

export const suggestAddress = defineOperation({
  id: 'suggestAddress',
  method: 'POST',
  path: '/api/dadata/suggest/',
  summary: 'Address suggestions (spec §7), bounded to city, settlement, street or house',
  tag: 'address',
  access: 'tenant',
  body: SuggestBody,
  answer: v.array(AddressSuggestion),
  status: 200,
  errors: [E.invalid],
  examples: { body: { name: 'address', query: 'Москва, Тверская', count: 5 } },
})

export const geolocateAddress = defineOperation({
  id: 'geolocateAddress',
  method: 'POST',
  path: '/api/dadata/geolocate/',
  summary: 'Reverse geocoding: the addresses near a point',
  tag: 'address',
  access: 'tenant',
  body: GeolocateBody,
  answer: v.array(AddressSuggestion),
  status: 200,
  errors: [E.invalid],
  examples: { body: { name: 'address', lat: 55.7558, lon: 37.6173, radius_meters: 200, count: 1 } },
})

export const createDevice = defineOperation({
  id: 'createDevice',
  method: 'POST',
  path: '/api/fcm-devices/',
  summary: 'Register a push device (linked to the caller when a token is sent)',
  tag: 'devices',
  access: 'tenant',
  body: DeviceBody,
  answer: Device,
  status: 201,
  errors: [E.invalid],
  examples: { body: { application: 'vitrina-web', device_id: 'browser-1', registration_id: 'fcm-token-1' } },
})

export const updateDevice = defineOperation({
  id: 'updateDevice',
  method: 'PATCH',
  path: '/api/fcm-devices/{id}/',
  summary: 'Replace a device’s registration',
  tag: 'devices',
  access: 'tenant',
  params: DeviceParam,
  body: DeviceBody,
  answer: Device,
  examples: {
    params: { id: '0b5e8f52-3c0a-4f7e-9d55-2b1c8e4a7f10' },
    body: { application: 'vitrina-web', device_id: 'browser-1', registration_id: 'fcm-token-2' },
  },
  status: 200,
  errors: [E.invalid, E.notFound],
})

export const linkDevice = defineOperation({
  id: 'linkDevice',
  method: 'POST',
  path: '/api/fcm-devices/{id}/link/',
  summary: 'Link the device to the signed-in customer',
  tag: 'devices',
  access: 'customer',
  params: DeviceParam,
  answer: DeviceLink,
  status: 200,
  errors: [E.signIn, E.notFound],
})

export const unlinkDevice = defineOperation({
  id: 'unlinkDevice',
  method: 'POST',
  path: '/api/fcm-devices/{id}/unlink/',
  summary: 'Unlink the device from the signed-in customer',
  tag: 'devices',
  access: 'customer',
  params: DeviceParam,
  answer: DeviceLink,
  status: 200,
  errors: [E.signIn, { status: 403, description: 'The device is linked to another customer.' }, E.notFound],
})

export const reportPushClick = defineOperation({
  id: 'reportPushClick',
  method: 'POST',
  path: '/api/push/{id}/click/',
  summary: 'Count a click on a push message',
  tag: 'devices',
  access: 'tenant',
  params: v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Not found.'), v.transform(Number)) }),
  answer: null,
  status: 204,
  errors: [E.notFound],
})

export const listOAuthProviders = defineOperation({
  id: 'listOAuthProviders',
  method: 'GET',
  path: '/api/v2/oauth/providers/',
  summary: 'The company’s configured sign-in providers and how to start each',
  tag: 'auth',
  access: 'tenant',
  answer: OAuthProviderList,
  status: 200,
  errors: [E.tenant],
})

export const oauthSignIn = defineOperation({
  id: 'oauthSignIn',
  method: 'POST',
  path: '/api/v2/oauth/{provider}/auth/',
  summary: 'Sign in by a provider identity: `{ key }`',
  description:
    'An identity not linked yet answers 404 `identity_not_linked` with a `ticket` for the link call after the phone step.',
  tag: 'auth',
  access: 'tenant',
  params: ProviderParam,
  body: ProviderData,
  answer: AuthKey,
  examples: {
    params: { provider: 'yandex' },
    body: {
      code: 'code-from-the-provider',
      code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      redirect_uri: 'https://shop.example/oauth/callback/yandex',
    },
  },
  status: 200,
  errors: [
    { status: 400, description: 'Invalid input, or the provider refused the code (`oauth_failed`).' },
    { status: 404, description: 'Unknown provider, or `identity_not_linked` (with a `ticket`).' },
  ],
})

export const linkOAuth = defineOperation({
  id: 'linkOAuth',
  method: 'POST',
  path: '/api/v2/oauth/{provider}/link/',
  summary: 'Link a provider identity (by ticket or fresh provider data) to the signed-in customer',
  tag: 'auth',
  access: 'customer',
  params: ProviderParam,
  body: OAuthLinkBody,
  answer: OAuthLinked,
  examples: { params: { provider: 'yandex' }, body: { ticket: '0123456789abcdef0123456789abcdef01234567' } },
  status: 200,
  errors: [
    { status: 400, description: 'Invalid input, or the provider refused the code (`oauth_failed`).' },
    E.signIn,
    { status: 404, description: 'Unknown provider.' },
    { status: 409, description: 'The identity belongs to another customer.' },
  ],
})
