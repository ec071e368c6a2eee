import { createCookie } from '@remix-run/node'
import { type CartLine, parseGuestCart, serializeGuestCart } from '@vitrina/domain/cart'
import { expect, test, vi } from 'vitest'
import type { StorefrontContext } from './context.server.ts'
import { currentCustomer, rejectedTokenCookie, signIn, signInByLink, signOut } from './session.server.ts'

const cookies = {
  token: createCookie('token', { path: '/', httpOnly: true, maxAge: 31_536_000 }),
  guestCart: createCookie('guest_cart', { path: '/', httpOnly: true }),
  pushDevice: createCookie('push_device', { path: '/', httpOnly: true }),
  pushToken: createCookie('push_token', { path: '/', httpOnly: true }),
}

const line = (product: number, sku: number, count: number) => ({
  product: { id: product, name: 'P', slug: 'p', article: 'A', category: 1, image: null },
  sku: { id: sku, size: null, color: null },
  count,
  tour: null,
  price: '1.00',
  old_price: null,
  discount: '0.00',
  total: '1.00',
  available: true,
  stock: 9,
})
const aCart = (items: ReturnType<typeof line>[]) => ({
  items,
  unavailable_items: [],
  promotions: [],
  use_bonuses: false,
  bonus_balance: '0.00',
  bonus_discount_amount: '0.00',
  count: items.length,
  subtotal: '0.00',
  discount: '0.00',
  total: '0.00',
  delivery_payment_options: [],
})

/** An API for the new token's client: answers the server cart and records what is saved. */
function fakeApi(serverCart: ReturnType<typeof aCart>, saveStatus = 200) {
  const saved: unknown[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    expect(headers.get('Authorization')).toBe('Token new-key')
    if (init?.method === 'POST') {
      saved.push(JSON.parse(String(init.body)))
      return new Response(JSON.stringify(serverCart), { status: saveStatus })
    }
    expect(String(url)).toContain('api/v2/cart/')
    return new Response(JSON.stringify(serverCart))
  })
  return { options: { baseUrl: 'http://api.test', company: 1, fetch }, saved }
}

const aContext = (over: Record<string, unknown> = {}) =>
  ({
    token: undefined,
    cookies,
    session: { tokenRejected: false },
    api: { options: { baseUrl: 'http://api.test', company: 1 } },
    ...over,
  }) as unknown as StorefrontContext

const aRequest = async (guest: CartLine[] = [], url = 'http://shop.test/') =>
  new Request(url, { headers: { cookie: await cookies.guestCart.serialize(serializeGuestCart(guest)) } })

const setCookies = (headers: Headers) => headers.getSetCookie()

test('signing in sets the HttpOnly token and merges the guest cart into the server cart', async () => {
  const api = fakeApi(aCart([line(1, 10, 2)]))
  const headers = await signIn(
    aContext({ api }),
    await aRequest([
      { product: 1, sku: 10, count: 5 },
      { product: 2, sku: 20, count: 1 },
    ]),
    'new-key',
  )
  expect(api.saved).toEqual([
    {
      items: [
        { product: 1, sku: 10, count: 2, tour: null },
        { product: 2, sku: 20, count: 1 },
      ],
      promo_codes: [],
      use_bonuses: false,
      save: true,
    },
  ])
  const [token, guest] = setCookies(headers)
  expect(token).toMatch(/^token=.+; Max-Age=31536000; Path=\/; HttpOnly/)
  expect(await cookies.token.parse(token ?? '')).toBe('new-key')
  expect(guest).toMatch(/^guest_cart=; Max-Age=0/)
})

test('an empty guest cart costs no cart call; a failed merge keeps the guest cart', async () => {
  const quiet = fakeApi(aCart([]))
  expect(setCookies(await signIn(aContext({ api: quiet }), await aRequest(), 'new-key'))).toHaveLength(1)
  expect(quiet.options.fetch).not.toHaveBeenCalled()
  vi.spyOn(console, 'error').mockImplementationOnce(() => undefined)
  const failing = fakeApi(aCart([]), 500)
  const headers = await signIn(
    aContext({ api: failing }),
    await aRequest([{ product: 3, sku: 30, count: 1 }]),
    'new-key',
  )
  expect(setCookies(headers)).toHaveLength(1)
})

test('signing out re-saves the server cart as the guest cart, revokes the token and drops the cookie', async () => {
  const logout = vi.fn(async () => null)
  const context = aContext({
    token: 'old-key',
    api: { orders: { getCart: async () => aCart([line(4, 40, 3)]) }, auth: { logout } },
  })
  const [guest, token] = setCookies(await signOut(context, await aRequest()))
  expect(logout).toHaveBeenCalledOnce()
  expect(parseGuestCart(await cookies.guestCart.parse(guest ?? ''))).toEqual([
    { product: 4, sku: 40, count: 3 },
  ])
  expect(token).toMatch(/^token=; Max-Age=0/)
})

test('signing out still drops the cookie when the API cannot answer', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const down = async () => Promise.reject(new Error('down'))
  const context = aContext({ token: 'old-key', api: { orders: { getCart: down }, auth: { logout: down } } })
  const cookiesSet = setCookies(await signOut(context, await aRequest()))
  expect(cookiesSet).toEqual([expect.stringMatching(/^token=; Max-Age=0/)])
  vi.restoreAllMocks()
})

test('the customer is asked once per request, and a refused token is cleared', async () => {
  const getMe = vi.fn(async () => {
    session.tokenRejected = true
    throw new Error('401')
  })
  const session = { tokenRejected: false }
  const context = aContext({ token: 'stale', session, api: { auth: { getMe } } })
  expect(await Promise.all([currentCustomer(context), currentCustomer(context)])).toEqual([null, null])
  expect(getMe).toHaveBeenCalledOnce()
  expect(await rejectedTokenCookie(context)).toMatch(/^token=; Max-Age=0/)
  expect(await rejectedTokenCookie(aContext())).toBeNull()
})

test('a sign-in link signs in and leaves the URL; a refused one only leaves the URL', async () => {
  const verifyAuthLink = vi.fn(async ({ id, code }: { id: number; code: string }) => {
    if (id === 7 && code === 'abc') return { key: 'link-key' }
    throw new Error('400')
  })
  const context = aContext({ api: { options: {}, services: { verifyAuthLink } } })
  const at = (query: string, path = '/catalog/') => aRequest([], `http://shop.test${path}?${query}`)
  const ok = await signInByLink(context, await at('page=2&auth_customer_id=7&auth_code=abc'))
  expect(ok?.status).toBe(302)
  expect(ok?.headers.get('Location')).toBe('/catalog/?page=2')
  expect(await cookies.token.parse(ok?.headers.get('Set-Cookie') ?? '')).toBe('link-key')
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const refused = await signInByLink(context, await at('auth_customer_id=7&auth_code=nope'))
  expect(refused?.headers.get('Location')).toBe('/catalog/')
  expect(refused?.headers.get('Set-Cookie')).toBeNull()
  const sneaky = await signInByLink(context, await at('auth_customer_id=x&auth_code=abc', '//evil.example/'))
  expect(sneaky?.headers.get('Location')).toBe('/')
  expect(await signInByLink(context, await at('auth_code=abc'))).toBeNull()
  vi.restoreAllMocks()
})
