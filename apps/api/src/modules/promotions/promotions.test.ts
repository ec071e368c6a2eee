import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { landingSubmissions, promoCodes } from '../../db/schema/index.ts'
import { findStockedSku, signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

// Seed: "winter-sale" (company 1) and "early-bird" (company 2) take participants and give a personal 10% code.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const join = (slug: string, token: string, company = 1) =>
  server.request(`/api/promotions/${slug}/participation/`, { method: 'POST', token, company })
const cart = (body: unknown, token?: string, headers: Record<string, string> = {}) =>
  server.request('/api/v2/cart/', {
    method: 'POST',
    body: JSON.stringify(body),
    headers,
    ...(token ? { token } : {}),
  })
const resultOf = (
  answer: { promotions: { promotion_code: { code: string; apply_result: unknown } }[] },
  code: string,
) => answer.promotions.find((p) => p.promotion_code.code === code)?.promotion_code.apply_result

describe('promotion page data', () => {
  test('a promotion names its outlets and whether one can take part', async () => {
    const promotion = await (await server.request('/api/promotions/winter-sale/')).json()
    expect(promotion).toMatchObject({ is_participation: true, is_get_promocode: true })
    expect(promotion.outlets.length).toBeGreaterThan(0)
    expect(promotion.outlets[0]).toMatchObject({ name: expect.stringContaining('Магазин') })
    const plain = await (await server.request('/api/promotions/new-collection/')).json()
    expect(plain).toMatchObject({ is_participation: false, outlets: [] })
  })
})

describe('participation', () => {
  test('taking part is idempotent and issues one personal code', async () => {
    const { key } = await signInNewCustomer(server)
    const before = await (
      await server.request('/api/promotions/winter-sale/participation/', { token: key })
    ).json()
    expect(before).toEqual({ joined: false, joined_at: null, promo_code: null })
    const first = await join('winter-sale', key)
    expect(first.status).toBe(200)
    const joined = await first.json()
    expect(joined).toMatchObject({
      joined: true,
      promo_code: { personal: true, state: 'active', percent: 10, promotion: { slug: 'winter-sale' } },
    })
    expect(joined.promo_code.code).toMatch(/^WINTERSA-[A-Z2-9]{8}$/)
    const second = await (await join('winter-sale', key)).json()
    expect(second.promo_code.code).toBe(joined.promo_code.code)
    const mine = await (await server.request('/api/promo-codes/', { token: key })).json()
    expect(mine.results.map((c: { code: string }) => c.code)).toEqual([joined.promo_code.code])
  })

  test('needs sign-in; a promotion without participation, or of another company, is refused', async () => {
    expect(
      (await server.request('/api/promotions/winter-sale/participation/', { method: 'POST' })).status,
    ).toBe(401)
    const { key } = await signInNewCustomer(server)
    const plain = await join('new-collection', key)
    expect(plain.status).toBe(409)
    expect((await plain.json()).code).toBe('participation_unavailable')
    expect((await join('early-bird', key)).status).toBe(404)
    expect((await server.request('/api/promo-codes/', { token: key })).status).toBe(200)
    expect((await server.request('/api/promo-codes/')).status).toBe(401)
  })

  test('an ended promotion takes no more participants', async () => {
    const { key } = await signInNewCustomer(server)
    const now = server.clock.now()
    server.clock.set(new Date('2027-02-15T10:00:00Z'))
    try {
      const late = await join('winter-sale', key)
      expect(late.status).toBe(409)
      expect((await late.json()).code).toBe('promotion_ended')
    } finally {
      server.clock.set(now)
    }
  })
})

describe('a personal code in the cart', () => {
  test('applies for its owner only; another customer and a guest get a clear refusal', async () => {
    const owner = await signInNewCustomer(server)
    const code = (await (await join('winter-sale', owner.key)).json()).promo_code.code
    const item = await findStockedSku(server)
    const body = {
      items: [{ product: item.product, sku: item.sku, count: 1 }],
      promo_codes: [code],
      save: false,
    }
    const own = await (await cart(body, owner.key)).json()
    expect(resultOf(own, code)).toEqual({ status: 'ok' })
    expect(Number(own.discount)).toBeCloseTo(Number(item.price) * 0.1, 2)

    const stranger = await signInNewCustomer(server)
    const refused = await (await cart(body, stranger.key)).json()
    expect(resultOf(refused, code)).toEqual({
      status: 'error',
      error: 'Это персональный промокод другого покупателя.',
    })
    expect(Number(refused.discount)).toBe(0)
    const inEnglish = await (await cart(body, stranger.key, { 'Accept-Language': 'en' })).json()
    expect(resultOf(inEnglish, code)).toMatchObject({
      error: 'This is a personal promo code of another customer.',
    })
    const guest = await (await cart(body, undefined, { 'Accept-Language': 'en' })).json()
    expect(resultOf(guest, code)).toMatchObject({
      error: 'This is a personal promo code: sign in to apply it.',
    })

    // Placing an order with it as somebody else is refused too, with nothing written.
    const order = await server.request('/api/orders/', {
      method: 'POST',
      token: stranger.key,
      body: JSON.stringify({
        products: [{ product: item.product, sku: item.sku, count: 1 }],
        promo_codes: [code],
        recipient_name: 'Анна Иванова',
        recipient_phone: '79161234567',
        delivery_payment_option: 'DELIVERY:cash',
        address: { city: 'Москва', street: 'Тверская', house: '1' },
      }),
    })
    expect(order.status).toBe(400)
  })

  test('is marked used by the order placed with it, and expires by date', async () => {
    const owner = await signInNewCustomer(server)
    const code = (await (await join('winter-sale', owner.key)).json()).promo_code.code
    const item = await findStockedSku(server, 1, 1, 2)
    const order = await server.request('/api/orders/', {
      method: 'POST',
      token: owner.key,
      body: JSON.stringify({
        products: [{ product: item.product, sku: item.sku, count: 1 }],
        promo_codes: [code],
        recipient_name: 'Анна Иванова',
        recipient_phone: '79161234567',
        delivery_payment_option: 'DELIVERY:cash',
        address: { city: 'Москва', street: 'Тверская', house: '1' },
      }),
    })
    expect(order.status).toBe(201)
    const mine = await (await server.request('/api/promo-codes/', { token: owner.key })).json()
    expect(mine.results[0]).toMatchObject({ code, state: 'used' })
    const again = await (
      await cart(
        { items: [{ product: item.product, sku: item.sku, count: 1 }], promo_codes: [code], save: false },
        owner.key,
      )
    ).json()
    expect(resultOf(again, code)).toMatchObject({ status: 'error' })

    const other = await signInNewCustomer(server)
    const fresh = (await (await join('winter-sale', other.key)).json()).promo_code
    expect(new Date(fresh.active_until).getTime()).toBeGreaterThan(server.clock.now().getTime())
    await server.handle.db
      .update(promoCodes)
      .set({ activeUntil: new Date(server.clock.now().getTime() - 1000) })
      .where(eq(promoCodes.code, fresh.code))
    const expired = await (await server.request('/api/promo-codes/', { token: other.key })).json()
    expect(expired.results[0]).toMatchObject({ code: fresh.code, state: 'expired' })
  })
})

describe('landing forms', () => {
  const send = (body: unknown, company = 1, ip = '10.9.0.1') =>
    server.request('/api/landing-forms/', {
      method: 'POST',
      company,
      body: JSON.stringify(body),
      headers: { 'X-Forwarded-For': ip },
    })

  test('stores a valid form per tenant with only the configured fields, and answers the message', async () => {
    const sent = await send({
      form_id: 'request',
      page: '/sections/first-hike/',
      fields: { name: ' Анна ', phone: '+7 916 123-45-67', comment: 'Алтай', is_admin: 'yes' },
    })
    expect(sent.status).toBe(201)
    const receipt = await sent.json()
    expect(receipt.message).toBe('Спасибо! Консультант перезвонит вам в течение часа.')
    const [row] = await server.handle.db
      .select()
      .from(landingSubmissions)
      .where(eq(landingSubmissions.id, receipt.id))
    expect(row).toMatchObject({ companyId: 1, formId: 'request', page: '/sections/first-hike/' })
    expect(row?.fields).toEqual({ name: 'Анна', phone: '+7 916 123-45-67', comment: 'Алтай' })
  })

  test('refuses missing and malformed fields, and a form the company does not have', async () => {
    const bad = await send({ form_id: 'request', fields: { name: '', phone: '12' } }, 1, '10.9.0.2')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      'fields.name': ['This field is required.'],
      'fields.phone': ['Enter a valid phone number.'],
    })
    // The travel tenant has no "order" form; and a phone form asks only for the phone.
    expect((await send({ form_id: 'order', fields: {} }, 2, '10.9.0.2')).status).toBe(404)
    const call = await send({ form_id: 'phone', fields: { phone: '+79161234567' } }, 1, '10.9.0.2')
    expect(call.status).toBe(201)
    const travel = await server.handle.db
      .select({ id: landingSubmissions.id })
      .from(landingSubmissions)
      .where(eq(landingSubmissions.companyId, 2))
    expect(travel).toHaveLength(0)
  })

  test('at most 5 forms per address per 10 minutes and company, then 429 with Retry-After', async () => {
    const form = { form_id: 'phone', fields: { phone: '+79161234567' } }
    for (let i = 0; i < 5; i += 1) expect((await send(form, 1, '10.9.0.3')).status).toBe(201)
    const limited = await send(form, 1, '10.9.0.3')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    // Another address, or the same address on another tenant, is counted apart.
    expect((await send(form, 1, '10.9.0.4')).status).toBe(201)
    expect(
      (await send({ form_id: 'request', fields: { name: 'Ann', email: 'ann@example.com' } }, 2, '10.9.0.3'))
        .status,
    ).toBe(201)
    server.clock.advance(601_000)
    expect((await send(form, 1, '10.9.0.3')).status).toBe(201)
  })
})
