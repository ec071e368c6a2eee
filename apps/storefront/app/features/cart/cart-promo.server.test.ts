import type { Cart, CartUpdate } from '@vitrina/api-client/schemas'
import { type CartLine, serializeGuestCart } from '@vitrina/domain/cart'
import { expect, test } from 'vitest'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { cookiesFor } from '../../lib/cookies.server.ts'
import { changeCartOptions } from './cart-promo.server.ts'

const ORIGIN = 'http://shop.localhost/'
const cookies = cookiesFor(new Request(ORIGIN))

type Promotion = Cart['promotions'][number]
const ok = (code: string, amount = '10.00'): Promotion => ({
  promotion_code: { code, apply_result: { status: 'ok' } },
  amount,
})
const refused = (code: string, error: string | null = 'Promo code not found.'): Promotion => ({
  promotion_code: { code, apply_result: { status: 'error', error } },
  amount: '0.00',
})

const aCart = (promotions: Promotion[]): Cart => ({
  items: [],
  unavailable_items: [],
  promotions,
  use_bonuses: false,
  bonus_balance: '0.00',
  bonus_discount_amount: '0.00',
  count: 0,
  subtotal: '100.00',
  discount: '0.00',
  total: '100.00',
  delivery_payment_options: [],
})

/** A context whose API prices with `answer` and records every POST /api/v2/cart/ body. */
function aContext(answer: (body: CartUpdate) => Promotion[], token?: string) {
  const calls: CartUpdate[] = []
  const context = {
    token,
    cookies,
    api: {
      orders: {
        getCart: async () => aCart([]),
        updateCart: async (body: CartUpdate) => {
          calls.push(body)
          return aCart(answer(body))
        },
      },
    },
  } as unknown as StorefrontContext
  return { context, calls }
}

async function aRequest({ codes = '', lines = [{ product: 1, sku: 2, count: 1 }] as CartLine[] } = {}) {
  const header = [
    await cookies.guestCart.serialize(serializeGuestCart(lines)),
    codes ? await cookies.promoCodes.serialize(codes) : '',
  ]
    .map((cookie) => cookie.split(';')[0])
    .filter(Boolean)
    .join('; ')
  return new Request(ORIGIN, { headers: { cookie: header } })
}

const storedCodes = async (setCookies: string[]) => {
  const value: unknown = await cookies.promoCodes.parse(
    setCookies.find((c) => c.startsWith('apply-promo')) ?? '',
  )
  return value
}

test('an accepted code joins the applied ones, trimmed and upper-cased, and is stored in the cookie', async () => {
  const { context, calls } = aContext((body) => (body.promo_codes ?? []).map((p) => ok(p)))
  const result = await changeCartOptions(context, await aRequest({ codes: 'SALE500' }), {
    intent: 'apply-promo',
    code: '  welcome10 ',
  })
  expect(result).toMatchObject({ ok: true, options: { promoCodes: ['SALE500', 'WELCOME10'] } })
  expect(calls).toHaveLength(1)
  expect(calls[0]).toMatchObject({ save: false, promo_codes: ['SALE500', 'WELCOME10'] })
  if (!result.ok) throw new Error('expected the code to apply')
  expect(await storedCodes(result.setCookies)).toBe('SALE500;WELCOME10')
})

test('a code the server refuses answers its message and changes nothing', async () => {
  const { context, calls } = aContext((body) =>
    (body.promo_codes ?? []).map((p) => (p === 'NOPE' ? refused('NOPE') : ok(p))),
  )
  const result = await changeCartOptions(context, await aRequest({ codes: 'SALE500' }), {
    intent: 'apply-promo',
    code: 'nope',
  })
  expect(result).toEqual({ ok: false, error: 'rejected', message: 'Promo code not found.' })
  expect(calls.every((call) => call.save === false)).toBe(true)
})

test('a code missing from the answer is refused too (spec §8)', async () => {
  const { context } = aContext(() => [])
  const result = await changeCartOptions(context, await aRequest(), { intent: 'apply-promo', code: 'GHOST' })
  expect(result).toEqual({ ok: false, error: 'rejected', message: null })
})

test('an empty or already applied code is refused before asking the server', async () => {
  const { context, calls } = aContext(() => [])
  const request = await aRequest({ codes: 'SALE500' })
  expect(await changeCartOptions(context, request, { intent: 'apply-promo', code: '   ' })).toMatchObject({
    ok: false,
    error: 'required',
  })
  expect(await changeCartOptions(context, request, { intent: 'apply-promo', code: 'sale500' })).toMatchObject(
    {
      ok: false,
      error: 'already_applied',
    },
  )
  expect(calls).toEqual([])
})

test('removing the last code clears the cookie', async () => {
  const { context } = aContext(() => [])
  const result = await changeCartOptions(context, await aRequest({ codes: 'SALE500' }), {
    intent: 'remove-promo',
    code: 'sale500',
  })
  expect(result).toMatchObject({ ok: true, options: { promoCodes: [] } })
  if (!result.ok) throw new Error('expected a removal')
  expect(result.setCookies.find((c) => c.startsWith('apply-promo'))).toMatch(/Max-Age=0/)
})

test('codes only local storage kept are restored when they still apply', async () => {
  const { context } = aContext((body) =>
    (body.promo_codes ?? []).map((p) => (p === 'OLD' ? refused('OLD', 'Expired') : ok(p))),
  )
  const result = await changeCartOptions(context, await aRequest({ codes: 'SALE500' }), {
    intent: 'restore-promo',
    codes: 'sale500;welcome10;old',
  })
  expect(result).toMatchObject({ ok: true, options: { promoCodes: ['SALE500', 'WELCOME10'] } })
})

test("a customer's choices are saved with the server cart; a guest never spends bonuses", async () => {
  const signedIn = aContext(() => [], 'token')
  const result = await changeCartOptions(signedIn.context, await aRequest(), {
    intent: 'use-bonuses',
    value: 'on',
  })
  expect(result).toMatchObject({ ok: true, options: { useBonuses: true } })
  expect(signedIn.calls).toEqual([expect.objectContaining({ save: true, use_bonuses: true })])
  if (!result.ok) throw new Error('expected the switch to change')
  expect(result.setCookies.find((c) => c.startsWith('use-bonuses'))).toMatch(/^use-bonuses=/)
  expect(result.setCookies.find((c) => c.startsWith('use-bonuses'))).not.toMatch(/Max-Age=0/)
})

test('no more codes than the API prices at once are applied or restored', async () => {
  const { context, calls } = aContext((body) => (body.promo_codes ?? []).map((p) => ok(p)))
  const ten = Array.from({ length: 10 }, (_, i) => `C${i}`).join(';')
  const request = await aRequest({ codes: ten })
  expect(
    await changeCartOptions(context, request, { intent: 'apply-promo', code: 'ONE-MORE' }),
  ).toMatchObject({
    ok: false,
    error: 'too_many',
  })
  const nine = await aRequest({ codes: ten.split(';').slice(0, 9).join(';') })
  const restored = await changeCartOptions(context, nine, { intent: 'restore-promo', codes: 'X1;X2;X3' })
  expect(restored).toMatchObject({ ok: true })
  if (!restored.ok) throw new Error('expected a restore')
  expect(restored.options.promoCodes).toHaveLength(10)
  expect(calls.every((call) => (call.promo_codes ?? []).length <= 10)).toBe(true)
})
