import { ApiError, type Cart, ContractError } from '@vitrina/api-client'
import { expect, test } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { checkoutMachine } from './checkout.machine.ts'
import {
  aCart,
  aCartLine,
  aCartWithCodes,
  aGiftCardCheck,
  anInput,
  anOrder,
  aProfile,
  fakeActors,
  fillCourier,
  settled,
  startCheckout,
} from './checkout-test-factories.ts'

const networkError = () => new TypeError('fetch failed')

test('the checkout starts with a preview that is never saved, with the stored codes and bonuses', async () => {
  const fakes = fakeActors({ previewCart: () => aCartWithCodes({ SPRING: null }) })
  const { actor, calls } = await startCheckout(fakes, anInput({ promoCodes: ['spring'], useBonuses: true }))
  expect(calls.previewCart).toEqual([
    {
      items: [{ product: 10, sku: 101, count: 2, tour: null }],
      promo_codes: ['SPRING'],
      use_bonuses: true,
      save: false,
    },
  ])
  expect(actor.getSnapshot().matches({ form: { pricing: 'idle', address: 'idle' } })).toBe(true)
  expect(actor.getSnapshot().context.promoCodes).toEqual(['SPRING'])
})

test('a courier order is placed with an Idempotency-Key and leads to online payment', async () => {
  const { actor, calls } = await startCheckout()
  fillCourier(actor)
  actor.send({ type: 'order.place' })
  const done = await waitFor(actor, (s) => s.status === 'done')
  expect(calls.createOrder).toHaveLength(1)
  expect(calls.createOrder[0]?.idempotencyKey).toBe('key-1')
  expect(calls.createOrder[0]?.request.recipient_phone).toBe('79161234567')
  expect(done.output).toEqual({ order: anOrder(), href: '/cart/checkout/42/?payment=redirect' })
})

test('an order paid at the outlet leads to the success page', async () => {
  const order = anOrder({ id: 7, actions: ['PAY_CASH', 'PAY'], payment_type: 'cash' })
  const { actor, calls } = await startCheckout(fakeActors({ createOrder: () => order }))
  actor.send({ type: 'delivery.tab', tab: 'pickup' })
  actor.send({ type: 'outlet.select', id: 3 })
  actor.send({ type: 'payment.select', id: 'PICKUP:cash' })
  actor.send({ type: 'consent.toggle' })
  actor.send({ type: 'order.place' })
  const done = await waitFor(actor, (s) => s.status === 'done')
  expect(calls.createOrder[0]?.request).toMatchObject({ outlet: 3, delivery_payment_option: 'PICKUP:cash' })
  expect(done.output?.href).toBe('/cart/success/7/')
})

test('a double order.place while placing creates one order', async () => {
  let release = (_order: ReturnType<typeof anOrder>) => {}
  const pending = new Promise<ReturnType<typeof anOrder>>((resolve) => {
    release = resolve
  })
  const { actor, calls } = await startCheckout(fakeActors({ createOrder: () => pending }))
  fillCourier(actor)
  actor.send({ type: 'order.place' })
  actor.send({ type: 'order.place' })
  actor.send({ type: 'order.retry' })
  expect(actor.getSnapshot().matches('placing')).toBe(true)
  release(anOrder())
  await waitFor(actor, (s) => s.status === 'done')
  expect(calls.createOrder).toHaveLength(1)
})

test('a retry after a network error keeps everything typed and reuses the Idempotency-Key', async () => {
  const fakes = fakeActors({
    createOrder: (_, call) => {
      if (call === 1) throw networkError()
      return anOrder()
    },
  })
  const { actor, calls } = await startCheckout(fakes)
  fillCourier(actor)
  actor.send({ type: 'order.place' })
  const failed = await settled(actor)
  expect(failed.matches({ form: { pricing: 'idle' } })).toBe(true)
  expect(failed.context.errors.form).toBe('order_failed')
  expect(failed.context.address.flat).toBe('12')
  expect(failed.context.paymentOptionId).toBe('DELIVERY:online')
  actor.send({ type: 'order.retry' })
  await waitFor(actor, (s) => s.status === 'done')
  expect(calls.createOrder.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1'])
  expect(calls.createOrder[1]?.request).toEqual(calls.createOrder[0]?.request)
})

test('order.retry is refused unless the last attempt failed with "try again"', async () => {
  const { actor, calls } = await startCheckout()
  fillCourier(actor)
  actor.send({ type: 'order.retry' })
  expect(actor.getSnapshot().matches({ form: { pricing: 'idle' } })).toBe(true)
  expect(calls.createOrder).toHaveLength(0)
})

test('"delivery method no longer available" re-previews, drops the method and uses a new key next time', async () => {
  const refusal = new ApiError(400, { delivery_payment_option: ['Delivery method no longer available.'] })
  const fakes = fakeActors({
    createOrder: (_, call) => {
      if (call === 1) throw refusal
      return anOrder()
    },
  })
  const { actor, calls } = await startCheckout(fakes)
  fillCourier(actor)
  actor.send({ type: 'order.place' })
  const failed = await settled(actor)
  expect(calls.previewCart).toHaveLength(2)
  expect(failed.context.errors.form).toBe('delivery_unavailable')
  expect(failed.context.paymentOptionId).toBeNull()
  expect(failed.context.idempotencyKey).toBeNull()
  actor.send({ type: 'payment.select', id: 'DELIVERY:cash' })
  actor.send({ type: 'order.place' })
  await waitFor(actor, (s) => s.status === 'done')
  expect(calls.createOrder.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-2'])
})

test('"cart items unavailable" re-previews so the unavailable lines show, and is not ordered again', async () => {
  const gone = aCart({ items: [], unavailable_items: [aCartLine({ available: false, stock: 0 })] })
  const fakes = fakeActors({
    previewCart: (_, call) => (call === 1 ? aCart() : gone),
    createOrder: () => {
      throw new ApiError(409, { detail: 'Cart items unavailable.', code: 'items_unavailable' })
    },
  })
  const { actor, calls } = await startCheckout(fakes)
  fillCourier(actor)
  actor.send({ type: 'order.place' })
  const failed = await settled(actor)
  expect(failed.context.errors.form).toBe('items_unavailable')
  expect(failed.context.preview).toEqual(gone)
  actor.send({ type: 'order.place' })
  expect(actor.getSnapshot().context.errors.fields.items).toBe('items_unavailable')
  expect(calls.createOrder).toHaveLength(1)
})

test('a promo code refused at order time is dropped by the re-preview with its error', async () => {
  const fakes = fakeActors({
    previewCart: (_, call) =>
      call === 2 ? aCartWithCodes({ SPRING: 'Run out.' }) : aCartWithCodes({ SPRING: null }),
    createOrder: () => {
      throw new ApiError(400, { promo_codes: ['SPRING: The promo code cannot be applied or has run out.'] })
    },
  })
  const { actor, calls } = await startCheckout(fakes, anInput({ promoCodes: ['SPRING'] }))
  fillCourier(actor)
  actor.send({ type: 'order.place' })
  const failed = await settled(actor)
  expect(calls.previewCart.map((c) => c.promo_codes)).toEqual([['SPRING'], ['SPRING'], []])
  expect(failed.context.promoCodes).toEqual([])
  expect(failed.context.errors.promo).toEqual({ code: 'SPRING', key: 'rejected', message: 'Run out.' })
  expect(failed.context.errors.form).toBe('order_failed')
})

test.each([
  {
    label: 'a ContractError',
    error: new ContractError('api/orders/', 'id: invalid'),
    toast: 'checkout_details',
    keepsKey: true,
  },
  {
    label: 'a reused key',
    error: new ApiError(422, { detail: 'reused', code: 'idempotency_key_reused' }),
    toast: 'checkout_details',
    keepsKey: true,
  },
  {
    label: 'a request still running',
    error: new ApiError(409, { detail: 'busy', code: 'idempotency_in_progress' }),
    toast: 'order_failed',
    keepsKey: true,
  },
  { label: 'a server error', error: new ApiError(502, null), toast: 'order_failed', keepsKey: true },
  {
    label: 'a lost session',
    error: new ApiError(401, { detail: 'no auth' }),
    toast: 'checkout_details',
    keepsKey: false,
  },
  {
    label: 'an unknown field error',
    error: new ApiError(400, { recipient_phone: ['short'] }),
    toast: 'order_failed',
    keepsKey: false,
  },
])('$label gives the $toast toast; the key is kept: $keepsKey', async ({ error, toast, keepsKey }) => {
  const { actor, calls } = await startCheckout(
    fakeActors({
      createOrder: () => {
        throw error
      },
    }),
  )
  fillCourier(actor)
  actor.send({ type: 'order.place' })
  const failed = await settled(actor)
  expect(failed.context.errors.form).toBe(toast)
  expect(failed.context.idempotencyKey).toBe(keepsKey ? 'key-1' : null)
  expect(calls.previewCart).toHaveLength(1)
})

test('the profile is not saved when the form has the stored name and gender', async () => {
  const { actor, calls } = await startCheckout()
  fillCourier(actor)
  actor.send({ type: 'order.place' })
  await waitFor(actor, (s) => s.status === 'done')
  expect(calls.saveProfile).toEqual([])
})

test('a changed name or gender is saved to the profile after the order', async () => {
  const { actor, calls } = await startCheckout()
  fillCourier(actor)
  actor.send({ type: 'customer.change', field: 'first_name', value: 'Anya' })
  actor.send({ type: 'customer.gender', gender: null })
  actor.send({ type: 'customer.change', field: 'email', value: 'other@example.com' })
  actor.send({ type: 'order.place' })
  await waitFor(actor, (s) => s.status === 'done')
  expect(calls.saveProfile).toEqual([{ first_name: 'Anya', gender: null }])
  expect(calls.createOrder[0]?.request.recipient_name).toBe('Anya Ivanova')
})

test('a failed profile save does not block the order', async () => {
  const fakes = fakeActors({
    saveProfile: () => {
      throw new ApiError(500, null)
    },
  })
  const { actor } = await startCheckout(fakes, anInput({ profile: aProfile({ last_name: 'Old' }) }))
  fillCourier(actor)
  actor.send({ type: 'customer.change', field: 'last_name', value: 'Ivanova' })
  actor.send({ type: 'order.place' })
  const done = await waitFor(actor, (s) => s.status === 'done')
  expect(done.output?.order.id).toBe(42)
})

test('without the route actors the machine reports a checkout details error instead of hanging', async () => {
  const actor = createActor(checkoutMachine, { input: anInput() }).start()
  const snapshot = await settled(actor)
  expect(snapshot.context.errors.form).toBe('checkout_details')
})

/** A promise the test resolves when it wants: a preview kept in flight. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

test('the own bonus card added while a preview is in flight switches bonuses on and re-prices with them', async () => {
  const slow = deferred<Cart>()
  const fakes = fakeActors({
    // The second preview (a refresh) hangs until the card check has answered.
    previewCart: (input, call) =>
      call === 2 ? slow.promise : aCart({ use_bonuses: input.use_bonuses ?? false }),
    checkCard: () => aGiftCardCheck({ barcode: '100000007', kind: 'bonus', balance: '1500.00' }),
  })
  const { actor, calls } = await startCheckout(fakes)
  actor.send({ type: 'checkout.refresh' })
  expect(actor.getSnapshot().matches({ form: { pricing: 'previewing' } })).toBe(true)
  actor.send({ type: 'card.add', barcode: '100 000 007' })
  await waitFor(actor, (s) => s.matches({ form: { cards: 'idle' } }))
  slow.resolve(aCart({ use_bonuses: false }))
  await settled(actor)
  const { context } = actor.getSnapshot()
  expect(context.useBonuses).toBe(true)
  expect(context.cardError).toEqual({ barcode: '100 000 007', key: 'bonus_card' })
  // The price on screen is the one with bonuses: the stale preview did not have the last word.
  expect(calls.previewCart.at(-1)?.use_bonuses).toBe(true)
  expect(context.preview.use_bonuses).toBe(true)
})

test('"Spend bonuses" ticked before the script ran is kept although the first preview is still running', async () => {
  const slow = deferred<Cart>()
  const fakes = fakeActors({
    previewCart: (input, call) =>
      call === 1 ? slow.promise : aCart({ use_bonuses: input.use_bonuses ?? false }),
  })
  const actor = createActor(checkoutMachine.provide({ actors: fakes.actors }), { input: anInput() }).start()
  // The hydration replay (checkout-hydration.ts) sends the tick while the machine's first preview runs.
  actor.send({ type: 'bonuses.toggle' })
  slow.resolve(aCart())
  await settled(actor)
  expect(actor.getSnapshot().context.useBonuses).toBe(true)
  expect(fakes.calls.previewCart.at(-1)?.use_bonuses).toBe(true)
})
