import { balanceOf, loyaltyCardNumber } from '@vitrina/domain/loyalty'
import { decimalToMinor } from '@vitrina/domain/money'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { giftCards } from '../../db/schema/index.ts'
import { findStockedSku, signInNewCustomer } from '../../testing/sign-in.ts'
import { type Json, startTestServer, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
/** The demo customer of each tenant: one sign-in per file (a second code within a minute is refused). */
let demo: string
let traveller: string
beforeAll(async () => {
  server = await startTestServer({
    env: { PUBLIC_URL: 'http://bank.test', STOREFRONT_URL: 'http://shop.test' },
  })
  demo = (await signInNewCustomer(server, 1, '+79123456789')).key
  traveller = (await signInNewCustomer(server, 2, '+79123456789')).key
}, 300_000)
afterAll(async () => {
  await server.close()
})

const minor = (money: string) => decimalToMinor(money) ?? Number.NaN
const account = async (token: string, company = 1) =>
  (await server.request('/api/loyalty/account/', { token, company })).json()
async function history(token: string, company = 1): Promise<Json[]> {
  const page = await (
    await server.request('/api/loyalty/operations/?page_size=50', { token, company })
  ).json()
  return page.results
}
const sumOf = (ops: Json[]) => balanceOf(ops.map((op) => ({ kind: op.kind, amountMinor: minor(op.amount) })))

test('the demo customer has a card, a level, a history and upcoming events; the balance is the sum', async () => {
  const me = await (await server.request('/api/customers/me/', { token: demo })).json()
  const mine = await account(demo)
  expect(mine).toMatchObject({
    card_number: loyaltyCardNumber(me.id),
    barcode_format: 'code128',
    level: { name: 'Серебро', description: 'скидка 5%' },
    balance: '1500.00',
    terms: { accrual_percent: 5, hold_days: 14, lifetime_days: 365 },
  })
  expect(me.bonus_balance).toBe('1500.00')
  const ops = await history(demo)
  expect(new Set(ops.map((op) => op.kind))).toEqual(new Set(['accrual', 'debit', 'expiry']))
  expect(sumOf(ops)).toBe(minor(mine.balance))
  expect(ops.find((op) => op.kind === 'debit')?.order?.number).toBe('TR-2026-00002')
  expect(ops.find((op) => op.kind === 'accrual' && op.order)?.order?.number).toBe('TR-2026-00001')
  // Points of the paid order still in the return window, and the rest of the welcome points expiring soon.
  expect(mine.upcoming).toEqual([
    {
      kind: 'accrual',
      amount: expect.any(String),
      date: '2026-12-01T00:00:00.000Z',
      order: expect.objectContaining({ number: 'TR-2026-00002' }),
    },
    { kind: 'expiry', amount: '200.50', date: '2026-12-20T00:00:00.000Z', order: null },
  ])
  expect(minor(mine.pending)).toBeGreaterThan(0)
  // The order that spent the points shows the debit.
  const spentOn = ops.find((op) => op.kind === 'debit')?.order?.id
  const order = await (await server.request(`/api/orders/${spentOn}/`, { token: demo })).json()
  expect(order.bonus_debit).toBe(ops.find((op) => op.kind === 'debit')?.amount)
})

test('the travel tenant has its own demo account in dollars', async () => {
  const mine = await account(traveller, 2)
  expect(mine.balance).toBe('15.00')
  expect(mine.level).toEqual({ name: 'Silver', description: '5% off' })
  const ops = await history(traveller, 2)
  expect(sumOf(ops)).toBe(1500)
  expect(ops.some((op) => op.order?.number?.startsWith('WF-2026-'))).toBe(true)
})

test('an account is private: another customer or company sees its own, and 404 for the demo operations', async () => {
  const [op] = await history(demo)
  const other = await signInNewCustomer(server)
  const theirs = await account(other.key)
  expect(theirs).toMatchObject({ balance: '0.00', upcoming: [] })
  expect(theirs.card_number).not.toBe((await account(demo)).card_number)
  expect((await history(other.key)).length).toBe(0)
  expect((await server.request(`/api/loyalty/operations/${op.id}/`, { token: other.key })).status).toBe(404)
  expect((await server.request(`/api/loyalty/operations/${op.id}/`, { token: demo })).status).toBe(200)
  // The same token on another company is not signed in there; the traveller's ids do not reach company 1's.
  expect(
    (await server.request(`/api/loyalty/operations/${op.id}/`, { token: traveller, company: 2 })).status,
  ).toBe(404)
  expect((await server.request('/api/loyalty/account/')).status).toBe(401)
  expect((await server.request('/api/loyalty/operations/?page=0', { token: demo })).status).toBe(400)
})

const orderBody = (item: { product: number; sku: number }, balances: Json[], option = 'DELIVERY:cash') => ({
  products: [{ product: item.product, sku: item.sku, count: 1 }],
  balances,
  recipient_name: 'Card Test',
  recipient_phone: '79161234567',
  delivery_payment_option: option,
  address: { city: 'Москва', street: 'Тверская', house: '1' },
})
const place = (token: string, body: Json, company = 1) =>
  server.request('/api/orders/', { method: 'POST', token, company, body: JSON.stringify(body) })

test('barcodes at checkout are checked: unknown, expired, another customer’s card, over the total', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server, 1, 2)
  const refusal = async (balances: Json[]) => {
    const response = await place(key, orderBody(item, balances))
    expect(response.status).toBe(400)
    return (await response.json()).code
  }
  expect(await refusal([{ barcode: '0000000000000' }])).toBe('card_not_found')
  expect(await refusal([{ barcode: '2990000099999' }])).toBe('card_expired')
  // The demo customer's bonus card number is not somebody else's to spend: it reads as unknown.
  expect(await refusal([{ barcode: (await account(demo)).card_number }])).toBe('card_not_found')
  // A gift card of the other company is not this company's.
  expect(await refusal([{ barcode: '2990000067890' }])).toBe('card_not_found')
  expect(await refusal([{ barcode: '2990000012345', amount: '999999.00' }])).toBe('card_amount_over_balance')
  expect(await refusal([{ barcode: '2990000054321' }, { barcode: '2990 0000 54321' }])).toBe('card_repeated')
  expect(await refusal([{ barcode: '2990000012345', amount: '0.00' }])).toBe('card_amount_invalid')
  const tooMuch = await place(key, orderBody(item, [{ barcode: '2990000012345', amount: '2999.00' }]))
  if (tooMuch.status === 400) expect((await tooMuch.json()).code).toBe('card_amount_over_total')
  else expect(tooMuch.status).toBe(201) // the item costs more than 2 999 ₽: then the amount fits
  const negative = await place(key, orderBody(item, [{ barcode: '2990000012345', amount: '-1.00' }]))
  expect(negative.status).toBe(400)
  expect(await (await server.request('/api/orders/', { token: key })).json()).toMatchObject({
    count: tooMuch.status === 201 ? 1 : 0,
  })
})

test('a gift card pays part of an order by barcode; cancelling gives the money back', async () => {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server, 1, 2, 4)
  const response = await place(key, orderBody(item, [{ barcode: '2990 0000 54321' }]))
  expect(response.status).toBe(201)
  const order = await response.json()
  const spent = Math.min(50_000, minor(order.subtotal) - minor(order.discount))
  expect(minor(order.gift_card_debit)).toBe(spent)
  expect(minor(order.total)).toBe(minor(order.subtotal) - minor(order.discount) - spent)
  const [card] = await server.handle.db.select().from(giftCards).where(eq(giftCards.barcode, '2990000054321'))
  expect(card?.balanceMinor).toBe(50_000 - spent)
  if (card?.balanceMinor === 0) {
    const again = await place(key, orderBody(item, [{ barcode: '2990000054321' }]))
    expect((await again.json()).code).toBe('card_empty')
  }
  expect(
    (await server.request(`/api/orders/${order.id}/cancel/`, { method: 'POST', token: key })).status,
  ).toBe(200)
  const [back] = await server.handle.db.select().from(giftCards).where(eq(giftCards.barcode, '2990000054321'))
  expect(back?.balanceMinor).toBe(50_000)
})

test('the own bonus card by barcode spends bonuses: a debit linked to the order, refunded on cancel', async () => {
  const { key } = await signInNewCustomer(server, 1, '+79123456789').catch(() => ({ key: demo }))
  const before = await account(key)
  const item = await findStockedSku(server, 1, 2, 8)
  const response = await place(
    key,
    orderBody(item, [{ barcode: before.card_number.replace(/(\d{3})/g, '$1 ') }], 'DELIVERY:online'),
  )
  expect(response.status).toBe(201)
  const order = await response.json()
  expect(minor(order.bonus_debit)).toBeGreaterThan(0)
  const after = await account(key)
  expect(minor(after.balance)).toBe(minor(before.balance) - minor(order.bonus_debit))
  const debit = (await history(key)).find((op) => op.kind === 'debit' && op.order?.id === order.id)
  expect(debit?.amount).toBe(order.bonus_debit)
  expect(sumOf(await history(key))).toBe(minor(after.balance))
  await server.request(`/api/orders/${order.id}/cancel/`, { method: 'POST', token: key })
  const restored = await account(key)
  expect(restored.balance).toBe(before.balance)
  expect((await history(key)).find((op) => op.kind === 'refund')?.order?.id).toBe(order.id)
  expect(sumOf(await history(key))).toBe(minor(restored.balance))
})

test('a payment method that forbids bonuses spends none: use_bonuses or the own card with cash is a 400, the balance stays', async () => {
  const key = demo
  const before = await account(key)
  const debitsBefore = (await history(key)).filter((op) => op.kind === 'debit').length
  expect(minor(before.balance)).toBeGreaterThan(0)
  const item = await findStockedSku(server, 1, 2, 8)
  const options = (
    await (
      await server.request('/api/v2/cart/', {
        method: 'POST',
        token: key,
        body: JSON.stringify({ items: [{ product: item.product, sku: item.sku, count: 1 }], save: false }),
      })
    ).json()
  ).delivery_payment_options as Json[]
  expect(options.find((o) => o.id === 'DELIVERY:cash')?.can_use_bonuses).toBe(false)
  const refusals = [
    { ...orderBody(item, []), use_bonuses: true },
    orderBody(item, [{ barcode: before.card_number }]),
  ]
  for (const body of refusals) {
    const response = await place(key, body)
    expect(response.status).toBe(400)
    expect((await response.json()).use_bonuses).toEqual(['Bonuses cannot be used with this payment method.'])
  }
  const after = await account(key)
  expect(after.balance).toBe(before.balance)
  expect((await history(key)).filter((op) => op.kind === 'debit')).toHaveLength(debitsBefore)
})

test('a paid order earns pending points that arrive after the return window; old points expire', async () => {
  const { key, phone } = await signInNewCustomer(server)
  const item = await findStockedSku(server, 1, 2, 12)
  const order = await (await place(key, orderBody(item, [], 'DELIVERY:online'))).json()
  const started = await (
    await server.request(`/api/orders/${order.id}/pay/`, {
      method: 'POST',
      token: key,
      body: JSON.stringify({ return_url: `/cart/success/${order.id}/` }),
    })
  ).json()
  await server.request(`${new URL(started.confirmation_url).pathname}/succeed`, {
    method: 'POST',
    company: null,
    redirect: 'manual',
  })
  const waiting = await account(key)
  expect(waiting.balance).toBe('0.00')
  const earned = Math.floor((minor(order.total) * 5) / 100)
  expect(waiting.upcoming).toEqual([
    expect.objectContaining({
      kind: 'accrual',
      amount: (earned / 100).toFixed(2),
      order: { id: order.id, number: order.number },
    }),
  ])
  server.clock.advance(15 * 86_400_000)
  const arrived = await account(key)
  expect(minor(arrived.balance)).toBe(earned)
  expect(sumOf(await history(key))).toBe(earned)
  // A year later the points expire, once however often the account is read.
  server.clock.advance(366 * 86_400_000)
  // A year on the sign-in token has run out too (spec §9: one year): sign in again.
  const again = (await signInNewCustomer(server, 1, phone)).key
  await account(again)
  const expired = await account(again)
  expect(expired.balance).toBe('0.00')
  expect((await history(again)).filter((op) => op.kind === 'expiry')).toHaveLength(1)
  server.clock.set(new Date('2026-11-22T10:00:00Z'))
})

test('a card typed at checkout is checked before the order: own bonus card, gift card, refusals with codes', async () => {
  const check = async (token: string, barcode: string, company = 1) =>
    server.request('/api/loyalty/cards/check/', {
      method: 'POST',
      token,
      company,
      body: JSON.stringify({ barcode }),
    })
  const mine = await account(demo)
  const own = await check(demo, mine.card_number.replace(/(\d{3})(?=\d)/g, '$1 '))
  expect(own.status).toBe(200)
  expect(await own.json()).toEqual({
    barcode: mine.card_number,
    kind: 'bonus',
    balance: mine.balance,
    expires: null,
  })
  const gift = await check(demo, '2990-0000-12345')
  expect(await gift.json()).toMatchObject({
    barcode: '2990000012345',
    kind: 'gift',
    expires: expect.any(String),
  })
  const code = async (response: Response) => {
    expect(response.status).toBe(400)
    return ((await response.json()) as Json).code
  }
  expect(await code(await check(demo, '0000000000000'))).toBe('card_not_found')
  expect(await code(await check(demo, '2990000099999'))).toBe('card_expired')
  expect(await code(await check(demo, '2990000067890'))).toBe('card_not_found')
  const stranger = await signInNewCustomer(server)
  // Somebody else's bonus card is unknown; one's own empty card has nothing to pay with.
  expect(await code(await check(stranger.key, mine.card_number))).toBe('card_not_found')
  expect(await code(await check(stranger.key, (await account(stranger.key)).card_number))).toBe('card_empty')
  expect((await check(demo, '   ')).status).toBe(400)
  expect(
    (await server.request('/api/loyalty/cards/check/', { method: 'POST', body: '{"barcode":"1"}' })).status,
  ).toBe(401)
})
