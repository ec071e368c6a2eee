import { afterAll, beforeAll, expect, test } from 'vitest'
import { giftCards } from '../../db/schema/index.ts'
import { findStockedSku, signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestResponse, type TestServer } from '../../testing/test-server.ts'
import { CARD_LOOKUP_RULES } from './card-lookup-limit.ts'

// Brute force of gift card numbers (issue #16 follow-up): the check at checkout and an order's `balances` share
// the limits, counted in the database (so they hold across API instances) and keyed on the customer and the
// number, never on a header the client sends.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 300_000)
afterAll(async () => {
  await server.close()
})

const MISSES = CARD_LOOKUP_RULES.missesPerCustomer.limit
const CHECKS = CARD_LOOKUP_RULES.checksPerCard.limit

const check = (token: string, barcode: string, forwardedFor = '10.9.9.9') =>
  server.request('/api/loyalty/cards/check/', {
    method: 'POST',
    token,
    headers: { 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ barcode }),
  })

async function expectThrottled(response: TestResponse) {
  expect(response.status).toBe(429)
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
  expect(await response.json()).toMatchObject({ code: 'card_checks_throttled', detail: expect.any(String) })
}

test('a customer guessing numbers is stopped after the allowed misses, whatever address they claim, for an hour', async () => {
  const guesser = await signInNewCustomer(server)
  for (let n = 0; n < MISSES; n++) {
    const miss = await check(guesser.key, `77000000${String(n).padStart(5, '0')}`, `10.0.0.${n}`)
    expect(miss.status).toBe(400)
    expect((await miss.json()).code).toBe('card_not_found')
  }
  // A new address changes nothing: the subject is the signed-in customer.
  await expectThrottled(await check(guesser.key, '7700000099999', '10.200.0.1'))
  // Even a real card: a hit must not be told from a miss once throttled.
  await expectThrottled(await check(guesser.key, '2990000012345'))
  // The order's `balances` are the same lookup under the same limit.
  const item = await findStockedSku(server, 1, 1)
  const order = await server.request('/api/orders/', {
    method: 'POST',
    token: guesser.key,
    body: JSON.stringify({
      products: [{ product: item.product, sku: item.sku, count: 1 }],
      balances: [{ barcode: '7700000088888' }],
      recipient_name: 'Card Guesser',
      recipient_phone: '79161234567',
      delivery_payment_option: 'DELIVERY:cash',
      address: { city: 'Москва', street: 'Тверская', house: '1' },
    }),
  })
  await expectThrottled(order)
  // Somebody else is not held back by the guesser.
  const shopper = await signInNewCustomer(server)
  expect((await check(shopper.key, '2990000012345')).status).toBe(200)
  // An hour later the guesser may type again.
  server.clock.advance(3_601_000)
  expect((await check(guesser.key, '7700000077777')).status).toBe(400)
})

test('checking a card that exists costs no misses, but one number is checked a bounded number of times by everybody', async () => {
  await server.handle.db
    .insert(giftCards)
    .values({ companyId: 1, barcode: 'LIMIT0001', initialMinor: 10_000, balanceMinor: 10_000 })
  const first = await signInNewCustomer(server)
  const second = await signInNewCustomer(server)
  for (let n = 0; n < CHECKS; n++) {
    const ok = await check(n % 2 === 0 ? first.key : second.key, 'LIMIT0001')
    expect(ok.status).toBe(200)
  }
  await expectThrottled(await check(second.key, 'LIMIT0001'))
  // The number is throttled, not the customers: their misses are untouched.
  const other = await check(first.key, '7711111111111')
  expect(other.status).toBe(400)
})

test('a parallel burst of guesses cannot pass the limit together', async () => {
  const guesser = await signInNewCustomer(server)
  const answers = await Promise.all(
    Array.from({ length: MISSES * 2 }, (_, n) => check(guesser.key, `78000000${String(n).padStart(5, '0')}`)),
  )
  const statuses = answers.map((answer) => answer.status)
  expect(statuses.filter((status) => status === 400)).toHaveLength(MISSES)
  expect(statuses.filter((status) => status === 429)).toHaveLength(MISSES)
})
