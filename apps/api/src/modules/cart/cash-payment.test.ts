import { readFile } from 'node:fs/promises'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { companies, orders } from '../../db/schema/index.ts'
import { findStockedSku, signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'
import { acceptsCash } from './cash-payment.ts'
import { deliveryPaymentOptions } from './payment-names.ts'

test('cash is a method a company lists; without a list every method is taken', () => {
  expect(acceptsCash({})).toBe(true)
  expect(acceptsCash({ payment_methods: ['redirect', 'cash'] })).toBe(true)
  expect(acceptsCash({ payment_methods: ['redirect', 'sberpay'] })).toBe(false)
  expect(acceptsCash({ payment_methods: [] })).toBe(false)
})

test('the cash choices need both the company (it takes cash) and the delivery (no cash at pickup points)', () => {
  const ids = (acceptsCash: boolean) =>
    deliveryPaymentOptions('en', { acceptsCash }).map((option) => option.id)
  expect(ids(true)).toEqual([
    'DELIVERY:online',
    'DELIVERY:cash',
    'PICKUP:online',
    'PICKUP:cash',
    'PICKUP_POINT:online',
  ])
  expect(ids(false)).toEqual(['DELIVERY:online', 'PICKUP:online', 'PICKUP_POINT:online'])
  expect(deliveryPaymentOptions('ru', { acceptsCash: true })[1]?.payment_type.name).toBe(
    'Наличными или картой курьеру',
  )
})

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

/** Company 1's `payment_methods`, as its back office would set them. */
const setMethods = (methods: string[]) =>
  server.handle.db
    .update(companies)
    .set({
      settings: sql`jsonb_set(${companies.settings}, '{payment_methods}', ${JSON.stringify(methods)}::jsonb)`,
    })
    .where(eq(companies.id, 1))

test('a company that does not take cash: no cash choice in the cart, a cash order refused with the reason', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  const products = [{ product: item.product, sku: item.sku, count: 1 }]
  const cartOptions = async () => {
    const answer = await server.request('/api/v2/cart/', {
      method: 'POST',
      token: key,
      body: JSON.stringify({ items: products, save: false }),
    })
    return ((await answer.json()).delivery_payment_options as { id: string }[]).map((option) => option.id)
  }
  const place = (option: string, language: string) =>
    server.request('/api/orders/', {
      method: 'POST',
      token: key,
      headers: { 'Accept-Language': language },
      body: JSON.stringify({
        products,
        recipient_name: 'Анна Смирнова',
        recipient_phone: '79161234567',
        delivery_payment_option: option,
        address: { city: 'Москва', street: 'Тверская', house: '1' },
      }),
    })
  expect(await cartOptions()).toContain('DELIVERY:cash')
  try {
    await setMethods(['redirect', 'sberpay'])
    expect(await cartOptions()).toEqual(['DELIVERY:online', 'PICKUP:online', 'PICKUP_POINT:online'])
    const before = await server.handle.db.select({ id: orders.id }).from(orders)
    const refused = await place('DELIVERY:cash', 'ru')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      delivery_payment_option: ['Магазин не принимает оплату наличными: выберите оплату онлайн.'],
    })
    const inEnglish = await place('DELIVERY:cash', 'en')
    expect(await inEnglish.json()).toMatchObject({
      delivery_payment_option: ['This shop does not take cash: choose payment online.'],
    })
    // Nothing half-written: no order, and the same cart still places an online order.
    expect(await server.handle.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length)
    expect((await place('DELIVERY:online', 'ru')).status).toBe(201)
    await setMethods(['redirect', 'cash'])
    expect(await cartOptions()).toContain('PICKUP:cash')
    expect((await place('DELIVERY:cash', 'ru')).status).toBe(201)
  } finally {
    await setMethods(['redirect', 'yookassa-sdk', 'sberpay', 'yandex-pay', 'cash'])
  }
})

test('migration 0021 keeps cash for a company that listed only its online methods before', async () => {
  try {
    await setMethods(['redirect', 'yookassa-sdk'])
    // Its data step (the last statement; the column it adds exists already here), run twice: idempotent.
    const file = await readFile(
      new URL('../../../drizzle/0021_payment_methods_cash_customer_locale.sql', import.meta.url),
      'utf8',
    )
    const migration = file.split('--> statement-breakpoint').at(-1) ?? ''
    expect(migration).toContain('UPDATE "companies"')
    await server.handle.db.execute(sql.raw(migration))
    await server.handle.db.execute(sql.raw(migration))
    const [company] = await server.handle.db.select().from(companies).where(eq(companies.id, 1))
    expect(company?.settings.payment_methods).toEqual(['redirect', 'yookassa-sdk', 'cash'])
  } finally {
    await setMethods(['redirect', 'yookassa-sdk', 'sberpay', 'yandex-pay', 'cash'])
  }
})
