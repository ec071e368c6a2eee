import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { companies } from '../../db/schema/index.ts'
import { startTestServer, TEST_STOREFRONT_SECRET, type TestServer } from '../../testing/test-server.ts'

/**
 * The sign-in code limits under attack: bursts in parallel (real concurrency on PostgreSQL, where each request
 * has its own connection), spoofed addresses, foreign numbers. Every limit is checked and recorded under the
 * company's send lock, so a burst gets exactly the limit, never more.
 */
let phoneCounter = 0
const freshPhone = () => `+7917${String(2_000_000 + ++phoneCounter * 7919).slice(-7)}`

const sendFrom = (server: TestServer, phone: string, headers: Record<string, string> = {}, company = 1) =>
  server.request(`/api/sms/send_code/?phone=${encodeURIComponent(phone)}`, {
    method: 'POST',
    headers,
    company,
  })

async function outboxCount(server: TestServer, phone: string): Promise<number> {
  const messages = await (await server.request('/api/dev/outbox/', { company: null })).json()
  return messages.filter((m: { to: string }) => m.to === phone).length
}

describe('per phone, per IP and per company, in parallel bursts', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      env: { AUTH_CODES_PER_IP_HOUR: '4', AUTH_CODES_PER_COMPANY_HOUR: '12' },
    })
  })
  afterAll(async () => {
    await server.close()
  })

  test('a burst of 20 sends for one phone sends one code (the resend delay holds under concurrency)', async () => {
    const phone = freshPhone()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sendFrom(server, phone, { 'X-Forwarded-For': `10.20.0.${i + 1}` }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 429)).toHaveLength(19)
    expect(await outboxCount(server, phone)).toBe(1)
  })

  test('a burst of sends from one IP over many phones gets exactly AUTH_CODES_PER_IP_HOUR', async () => {
    const phones = Array.from({ length: 12 }, freshPhone)
    const answers = await Promise.all(
      phones.map((phone) => sendFrom(server, phone, { 'X-Forwarded-For': '10.21.0.1' })),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(4)
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(8)
  })

  test("the company's hourly budget holds across IPs and phones, and other companies keep theirs", async () => {
    // 4 codes were sent by the tests above (1 + 4 = 5 so far); 12 is the budget.
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        sendFrom(server, freshPhone(), { 'X-Forwarded-For': `10.22.${i}.1` }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(12 - 5)
    const refused = answers.find((answer) => answer.status === 429)
    expect(await refused?.json()).toMatchObject({ detail: expect.stringContaining('cannot send more') })
    expect((await sendFrom(server, freshPhone(), { 'X-Forwarded-For': '10.23.0.1' }, 2)).status).toBe(201)
    server.clock.advance(3_601_000)
    expect((await sendFrom(server, freshPhone(), { 'X-Forwarded-For': '10.23.0.2' })).status).toBe(201)
  })
})

describe('the client address', () => {
  let server: TestServer
  beforeAll(async () => {
    // Nobody trusted: the default of a real deployment.
    server = await startTestServer({ env: { AUTH_CODES_PER_IP_HOUR: '3', TRUSTED_PROXIES: '' } })
  })
  afterAll(async () => {
    await server.close()
  })

  test('a new X-Forwarded-For per request does not buy new codes when no proxy is trusted', async () => {
    const answers = []
    for (let i = 0; i < 5; i++)
      answers.push((await sendFrom(server, freshPhone(), { 'X-Forwarded-For': `203.0.113.${i + 1}` })).status)
    expect(answers).toEqual([201, 201, 201, 429, 429])
  })

  test('the storefront names the shopper with the shared secret; a wrong secret is ignored', async () => {
    const asStorefront = (ip: string, secret = TEST_STOREFRONT_SECRET) => ({
      'X-Storefront-Client-Ip': ip,
      'X-Storefront-Secret': secret,
    })
    // 127.0.0.1 has spent its 3 codes above; a shopper the storefront names is another address.
    expect((await sendFrom(server, freshPhone(), asStorefront('198.51.100.7'))).status).toBe(201)
    expect(
      (await sendFrom(server, freshPhone(), asStorefront('198.51.100.8', 'guessed-secret'))).status,
    ).toBe(429)
  })
})

describe('destinations', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  test("codes go only to the shop's countries (RU by default); premium and foreign ranges are refused", async () => {
    for (const phone of ['+447911123456', '+882161234567', '+375291234567']) {
      const answer = await sendFrom(server, phone)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({
        phone: ['Sign-in codes cannot be sent to numbers of this country.'],
      })
      expect(await outboxCount(server, phone)).toBe(0)
    }
    expect((await sendFrom(server, freshPhone())).status).toBe(201)
  })

  test('a company that opens more countries in its settings can send there', async () => {
    // Company 2 has not been read by this server yet, so its tenant cache holds no older settings.
    await server.handle.db
      .update(companies)
      .set({ settings: sql`${companies.settings} || '{"sign_in_countries":["RU","BY"]}'::jsonb` })
      .where(eq(companies.id, 2))
    expect((await sendFrom(server, '+375291234567', {}, 2)).status).toBe(201)
    expect((await sendFrom(server, '+447911123456', {}, 2)).status).toBe(400)
  })
})
