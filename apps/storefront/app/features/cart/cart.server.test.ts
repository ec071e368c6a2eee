import { createCookie } from '@remix-run/node'
import type { Cart } from '@vitrina/api-client/schemas'
import { type CartLine, GUEST_CART_MAX_LINES, serializeGuestCart } from '@vitrina/domain/cart'
import { expect, test } from 'vitest'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { addToCart, changeCart, loadCart } from './cart.server.ts'

const guestCart = createCookie('guest_cart', { path: '/' })
const useBonuses = createCookie('use-bonuses', { path: '/' })

type FakeOrders = { getCart?: () => Promise<Cart>; updateCart?: (body: unknown) => Promise<Cart> }

// Only what the cart functions touch: the token, the guest cookie and the orders endpoints.
const aContext = (orders: FakeOrders = {}, token?: string) =>
  ({
    token,
    cookies: { guestCart, useBonuses },
    api: {
      orders: {
        getCart: orders.getCart ?? (() => Promise.reject(new Error('no server cart'))),
        updateCart: orders.updateCart ?? (() => Promise.reject(new Error('API down'))),
      },
    },
  }) as unknown as StorefrontContext

const aRequest = async (lines: CartLine[] = []) =>
  new Request('http://shop.example/', {
    headers: { cookie: await guestCart.serialize(serializeGuestCart(lines)) },
  })

const cookieLines = async (setCookie: string | null) => guestCart.parse(setCookie)

test('a guest add stores the line in the cookie and answers the new count', async () => {
  const result = await addToCart(aContext(), await aRequest([{ product: 1, sku: 2, count: 1 }]), {
    product: 1,
    sku: 2,
    count: 1,
  })
  expect(result).toMatchObject({ added: true, count: 2 })
  if (!result.added) throw new Error('expected an add')
  expect(await cookieLines(result.setCookie)).toBe('1.2.2')
})

test('an add beyond the stock is refused and nothing is saved', async () => {
  const result = await addToCart(
    aContext(),
    await aRequest([{ product: 1, sku: 2, count: 3 }]),
    { product: 1, sku: 2, count: 1 },
    { maxCount: 3 },
  )
  expect(result).toEqual({ added: false, reason: 'limit', count: 3 })
})

test('a full guest cart refuses a new line instead of dropping it silently', async () => {
  const lines = Array.from({ length: GUEST_CART_MAX_LINES }, (_, i) => ({
    product: i + 1,
    sku: null,
    count: 1,
  }))
  const result = await addToCart(aContext(), await aRequest(lines), { product: 999, sku: null, count: 1 })
  expect(result).toMatchObject({ added: false, reason: 'full' })
})

test('changing a count and removing a line go through the domain rules', async () => {
  const request = await aRequest([
    { product: 1, sku: 2, count: 1 },
    { product: 3, sku: null, count: 1 },
  ])
  expect(
    await cookieLines(await changeCart(aContext(), request, { intent: 'set-count', key: '1:2:', count: 4 })),
  ).toBe('1.2.4|3..1')
  expect(await cookieLines(await changeCart(aContext(), request, { intent: 'remove', key: '3::' }))).toBe(
    '1.2.1',
  )
})

test('when the API cannot price the cart, the stored lines are still answered', async () => {
  const loaded = await loadCart(aContext(), await aRequest([{ product: 5, sku: 6, count: 2 }]))
  expect(loaded).toEqual({ priced: false, lines: [{ product: 5, sku: 6, count: 2 }] })
})

test('a signed-in cart that cannot be fetched falls back to the guest items', async () => {
  const loaded = await loadCart(aContext({}, 'token'), await aRequest([{ product: 5, sku: 6, count: 2 }]))
  expect(loaded.lines).toEqual([{ product: 5, sku: 6, count: 2 }])
})

test('an empty guest cart costs no API call', async () => {
  const loaded = await loadCart(aContext(), await aRequest())
  expect(loaded).toMatchObject({ priced: true, lines: [] })
})

test("a customer's saved cart priced with other promo codes is priced again with the shopper's", async () => {
  const saved = {
    items: [],
    unavailable_items: [],
    promotions: [],
    use_bonuses: false,
    bonus_balance: '0.00',
    bonus_discount_amount: '0.00',
    count: 0,
    subtotal: '10.00',
    discount: '0.00',
    total: '10.00',
    delivery_payment_options: [],
  }
  const line = {
    product: { id: 5, name: 'Tent', slug: 'tent', article: 'T', category: 1, image: null },
    sku: { id: 6, size: null, color: null },
    count: 1,
    tour: null,
    price: '10.00',
    old_price: null,
    discount: '0.00',
    total: '10.00',
    available: true,
    stock: 3,
  }
  const bodies: unknown[] = []
  const context = aContext(
    {
      getCart: async () => ({ ...saved, items: [line] }),
      updateCart: async (body) => {
        bodies.push(body)
        return { ...saved, items: [line], discount: '1.00', total: '9.00' }
      },
    },
    'token',
  )
  const loaded = await loadCart(context, await aRequest(), { promoCodes: ['WELCOME10'], useBonuses: false })
  expect(bodies).toEqual([expect.objectContaining({ save: false, promo_codes: ['WELCOME10'] })])
  expect(loaded).toMatchObject({ priced: true, cart: { total: '9.00' } })
})
