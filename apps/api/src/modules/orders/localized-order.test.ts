import { afterAll, beforeAll, expect, test } from 'vitest'
import { findStockedSku, signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const courier = (item: { product: number; sku: number }, extra: Record<string, unknown> = {}) => ({
  products: [{ product: item.product, sku: item.sku, count: 1 }],
  recipient_name: 'Анна Иванова',
  recipient_phone: '79161234567',
  delivery_payment_option: 'DELIVERY:online',
  address: { city: 'Москва', street: 'Тверская', house: '7' },
  address_details: { flat: '12', floor: '3', entrance: '1', comment: 'Домофон 12 😀' },
  ...extra,
})

const post = (path: string, token: string, body: unknown, headers: Record<string, string> = {}) =>
  server.request(path, { method: 'POST', token, body: JSON.stringify(body), headers })

const paymentNames = async (token: string, headers: Record<string, string> = {}) => {
  const cart = await (await server.request('/api/v2/cart/', { token, headers })).json()
  return (cart.delivery_payment_options as { payment_type: { name: string } }[]).map(
    (o) => o.payment_type.name,
  )
}

test('payment choices are named in the shop language, or in the one the shopper asks for', async () => {
  const { key } = await signInNewCustomer(server)
  const russian = await paymentNames(key)
  expect(russian).toContain('Картой онлайн')
  expect(russian.every((name) => /[а-яё]/i.test(name))).toBe(true)
  const english = await paymentNames(key, { 'Accept-Language': 'en' })
  expect(english).toContain('Card online')
  expect(english.every((name) => /^[\w\s]+$/.test(name))).toBe(true)
})

test('categories and regions follow Accept-Language; without it, the company language', async () => {
  const category = async (headers: Record<string, string>) =>
    (await (await server.request('/api/categories/clothes-men-jackets/', { headers })).json()) as {
      name: string
      bread_crumbs: { name: string }[]
    }
  expect((await category({})).name).toBe('Куртки')
  const english = await category({ 'Accept-Language': 'en' })
  expect(english.name).toBe('Jackets')
  expect(english.bread_crumbs.map((c) => c.name)).toEqual(['Clothing', 'Men', 'Jackets'])
  const regions = async (headers: Record<string, string>) =>
    (
      (await (await server.request('/api/regions/', { headers })).json()) as { results: { name: string }[] }
    ).results.map((r) => r.name)
  expect(await regions({})).toContain('Москва')
  expect(await regions({ 'Accept-Language': 'en-US,en;q=0.9' })).toContain('Moscow')
  expect(await regions({ 'Accept-Language': 'ru' })).toContain('Москва')
  const menu = async (headers: Record<string, string>) =>
    ((await (await server.request('/api/navigation/', { headers })).json()) as { name: string }[]).map(
      (i) => i.name,
    )
  expect((await menu({})).slice(0, 4)).toEqual(['Одежда', 'Обувь', 'Снаряжение', 'Акции'])
  expect((await menu({ 'Accept-Language': 'en' })).slice(0, 4)).toEqual([
    'Clothing',
    'Footwear',
    'Equipment',
    'Deals',
  ])
})

test('a one-letter or emoji name and an emoji address are refused with reasons, and nothing is written', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  const before = await (await server.request('/api/orders/', { token: key })).json()
  const response = await post(
    '/api/orders/',
    key,
    courier(item, {
      recipient_name: 'Я Ё',
      address: { city: '🏙️', street: '🏠🌲🏔️', house: '😀' },
      address_details: { flat: 'кв. 🚪' },
    }),
  )
  expect(response.status).toBe(400)
  const problem = await response.json()
  expect(JSON.stringify(problem)).toContain('recipient_name')
  expect(JSON.stringify(problem)).toContain('address')
  const after = await (await server.request('/api/orders/', { token: key })).json()
  expect(after.count).toBe(before.count)
})

test('order items carry their seller, barcode and state', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  const response = await post('/api/orders/', key, courier(item))
  expect(response.status).toBe(201)
  const order = await response.json()
  expect(order.items[0]).toMatchObject({ seller: 'ООО «Тропа»', state: expect.any(String) })
  expect(order.items[0].barcode).toMatch(/^46\d{10}$/)
  expect(order.available_payment_options).toEqual([{ type: 'redirect', name: 'Картой онлайн' }])
  const again = await (await server.request(`/api/orders/${order.id}/`, { token: key })).json()
  expect(again.items[0].seller).toBe('ООО «Тропа»')
})
