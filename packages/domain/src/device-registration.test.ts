import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  type DeviceRegistrationInput,
  type DeviceRegistrationPlan,
  planDeviceRegistration,
} from './device-registration.ts'

const guest: DeviceRegistrationInput = {
  storedDeviceId: null,
  storedToken: null,
  token: 'tok-1',
  signedIn: false,
}

test('the device cookie lives five years', () => {
  expect(DEVICE_COOKIE_MAX_AGE_SECONDS).toBe(157_680_000)
})

test.each<[string, Partial<DeviceRegistrationInput>, DeviceRegistrationPlan]>([
  ['a new guest device is created', {}, { action: 'create', token: 'tok-1', link: false }],
  [
    'a new device of a signed-in customer is created and linked',
    { signedIn: true },
    { action: 'create', token: 'tok-1', link: true },
  ],
  [
    'a blank stored id counts as none',
    { storedDeviceId: '  ' },
    { action: 'create', token: 'tok-1', link: false },
  ],
  [
    'an undefined stored id counts as none',
    { storedDeviceId: undefined },
    { action: 'create', token: 'tok-1', link: false },
  ],
  [
    'a NaN stored id counts as none',
    { storedDeviceId: Number.NaN },
    { action: 'create', token: 'tok-1', link: false },
  ],
  ['the token is trimmed', { token: ' tok-1 ' }, { action: 'create', token: 'tok-1', link: false }],
  ['no token and no device: nothing', { token: '' }, { action: 'none' }],
  ['no token, signed in, no device: nothing to link', { token: ' ', signedIn: true }, { action: 'none' }],
  [
    'a stored device with a new token is updated',
    { storedDeviceId: 5, storedToken: 'tok-0' },
    { action: 'update', id: '5', token: 'tok-1', link: false },
  ],
  [
    'a stored device without a stored token is updated',
    { storedDeviceId: '5', storedToken: undefined },
    { action: 'update', id: '5', token: 'tok-1', link: false },
  ],
  [
    'updated and linked when signed in',
    { storedDeviceId: 'abc', storedToken: 'tok-0', signedIn: true },
    { action: 'update', id: 'abc', token: 'tok-1', link: true },
  ],
  ['the same token: nothing for a guest', { storedDeviceId: 5, storedToken: 'tok-1' }, { action: 'none' }],
  ['the same token up to spaces', { storedDeviceId: 5, storedToken: ' tok-1 ' }, { action: 'none' }],
  [
    'the same token, signed in: link only',
    { storedDeviceId: 5, storedToken: 'tok-1', signedIn: true },
    { action: 'link', id: '5' },
  ],
  [
    'the same token, already linked to this customer: nothing',
    { storedDeviceId: 5, storedToken: 'tok-1', signedIn: true, customerId: 9, linkedCustomerId: '9' },
    { action: 'none' },
  ],
  [
    'linked to another customer: link again',
    { storedDeviceId: 5, storedToken: 'tok-1', signedIn: true, customerId: 9, linkedCustomerId: 8 },
    { action: 'link', id: '5' },
  ],
  [
    'the customer is unknown: link, to be sure',
    { storedDeviceId: 5, storedToken: 'tok-1', signedIn: true, linkedCustomerId: 9 },
    { action: 'link', id: '5' },
  ],
  [
    'never linked before',
    { storedDeviceId: 5, storedToken: 'tok-1', signedIn: true, customerId: 9, linkedCustomerId: null },
    { action: 'link', id: '5' },
  ],
  [
    'a new token, already linked to this customer: update without linking',
    { storedDeviceId: 5, storedToken: 'tok-0', signedIn: true, customerId: 9, linkedCustomerId: 9 },
    { action: 'update', id: '5', token: 'tok-1', link: false },
  ],
  [
    'a guest with a stale link: no linking',
    { storedDeviceId: 5, storedToken: 'tok-1', signedIn: false, customerId: 9, linkedCustomerId: 8 },
    { action: 'none' },
  ],
  [
    'no token with a stored device: no update, but still linked',
    { storedDeviceId: ' 5 ', storedToken: 'tok-0', token: '', signedIn: true },
    { action: 'link', id: '5' },
  ],
  [
    'no token with a stored device, as a guest: nothing',
    { storedDeviceId: 5, storedToken: 'tok-0', token: '' },
    { action: 'none' },
  ],
])('%s', (_, change, plan) => {
  expect(planDeviceRegistration({ ...guest, ...change })).toEqual(plan)
})

const id = fc.oneof(fc.integer({ min: 1 }), fc.stringMatching(/^[a-z0-9]{1,12}$/))
const input = fc.record({
  storedDeviceId: fc.option(id, { nil: null }),
  storedToken: fc.option(fc.stringMatching(/^[a-z0-9]{0,8}$/), { nil: null }),
  token: fc.stringMatching(/^[a-z0-9]{0,8}$/),
  signedIn: fc.boolean(),
  customerId: fc.option(id, { nil: null }),
  linkedCustomerId: fc.option(id, { nil: null }),
})

test('create exactly without a stored device, update exactly when the token changed, link only when signed in', () => {
  fc.assert(
    fc.property(input, (value) => {
      const plan = planDeviceRegistration(value)
      expect(plan.action === 'create').toBe(value.storedDeviceId === null && value.token !== '')
      expect(plan.action === 'update').toBe(
        value.storedDeviceId !== null && value.token !== '' && value.token !== (value.storedToken ?? ''),
      )
      const links =
        plan.action === 'link' || ((plan.action === 'create' || plan.action === 'update') && plan.link)
      if (links) expect(value.signedIn).toBe(true)
      if (plan.action === 'update' || plan.action === 'link')
        expect(plan.id).toBe(String(value.storedDeviceId))
    }),
  )
})

test('after carrying out a plan, planning again does nothing', () => {
  fc.assert(
    fc.property(input, (value) => {
      const plan = planDeviceRegistration(value)
      const linked = plan.action === 'link' || (plan.action !== 'none' && plan.link)
      const after: DeviceRegistrationInput = {
        ...value,
        storedDeviceId: plan.action === 'create' ? 'new-id' : value.storedDeviceId,
        storedToken: plan.action === 'create' || plan.action === 'update' ? plan.token : value.storedToken,
        linkedCustomerId: linked ? value.customerId : value.linkedCustomerId,
      }
      const again = planDeviceRegistration(after)
      // With an unknown customer the link cannot be proven and is repeated; otherwise nothing is left to do.
      if (value.signedIn && value.customerId === null && after.storedDeviceId !== null) {
        expect(again).toEqual({ action: 'link', id: String(after.storedDeviceId) })
      } else {
        expect(again).toEqual({ action: 'none' })
      }
    }),
  )
})
