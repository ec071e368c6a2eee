import type { Cart } from '@vitrina/api-client/schemas'
import { expect, test } from 'vitest'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { cookiesFor } from '../../lib/cookies.server.ts'
import { cartUpdate, isPricedWith, readCartOptions } from './cart-options.server.ts'

const ORIGIN = 'http://shop.localhost/'
const cookies = cookiesFor(new Request(ORIGIN))

async function aRequest(codes: string, bonuses: string) {
  const header = [await cookies.promoCodes.serialize(codes), await cookies.useBonuses.serialize(bonuses)]
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
  return new Request(ORIGIN, { headers: { cookie: header } })
}

const aContext = (token?: string) => ({ token, cookies }) as unknown as StorefrontContext

test('the options are read from the cookies; only a signed-in customer spends bonuses', async () => {
  const request = await aRequest('welcome10;SALE500', '1')
  expect(await readCartOptions(aContext('token'), request)).toEqual({
    promoCodes: ['WELCOME10', 'SALE500'],
    useBonuses: true,
  })
  expect(await readCartOptions(aContext(), request)).toEqual({
    promoCodes: ['WELCOME10', 'SALE500'],
    useBonuses: false,
  })
})

test('the cart update carries the codes and the bonus choice', () => {
  expect(
    cartUpdate([{ product: 1, sku: null, count: 2 }], { promoCodes: ['A'], useBonuses: true }, false),
  ).toEqual({
    items: [{ product: 1, sku: null, count: 2 }],
    promo_codes: ['A'],
    use_bonuses: true,
    save: false,
  })
})

test('a saved cart priced with other codes or another bonus choice must be priced again', () => {
  const cart = {
    promotions: [{ promotion_code: { code: 'A', apply_result: { status: 'ok' } }, amount: '1.00' }],
    use_bonuses: false,
  } as Cart
  expect(isPricedWith(cart, { promoCodes: ['A'], useBonuses: false })).toBe(true)
  expect(isPricedWith(cart, { promoCodes: [], useBonuses: false })).toBe(false)
  expect(isPricedWith(cart, { promoCodes: ['A', 'B'], useBonuses: false })).toBe(false)
  expect(isPricedWith(cart, { promoCodes: ['A'], useBonuses: true })).toBe(false)
})
