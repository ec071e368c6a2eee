import { expect, test } from 'vitest'
import { createActor } from 'xstate'
import { checkoutMachine } from './checkout.machine.ts'
import { initialCheckoutValues } from './checkout-form-data.ts'
import { typedEvents } from './checkout-hydration.ts'
import { aCart, aProfile } from './checkout-test-factories.ts'

const start = { idempotencyKey: 'page-key-0001', lines: [], promoCodes: [], useBonuses: false }

test('nothing typed replays nothing', () => {
  const profile = aProfile()
  expect(typedEvents(initialCheckoutValues(profile, start), profile, false)).toEqual([])
})

test('what was typed before the script ran ends up in the machine', () => {
  const profile = aProfile({ first_name: '', last_name: '' })
  const values = initialCheckoutValues(profile, start)
  values.customer.first_name = 'Anna'
  values.deliveryTab = 'pickup'
  values.outletId = 3
  values.address.comment = 'Call me'
  values.offerAccepted = true
  const actor = createActor(checkoutMachine, {
    input: { cart: aCart(), profile, newIdempotencyKey: () => 'k-00000001' },
  }).start()
  for (const event of typedEvents(values, profile, false)) actor.send(event)
  const { context } = actor.getSnapshot()
  expect(context.customer.first_name).toBe('Anna')
  expect(context.deliveryTab).toBe('pickup')
  expect(context.outletId).toBe(3)
  expect(context.address.comment).toBe('Call me')
  expect(context.offerAccepted).toBe(true)
  actor.stop()
})
