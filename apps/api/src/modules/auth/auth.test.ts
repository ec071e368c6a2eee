import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

let phoneCounter = 0
/** A fresh valid Russian mobile per test so rate limits of one test never leak into another. */
const freshPhone = () => `+7916${String(1_000_000 + ++phoneCounter * 7919).slice(-7)}`

async function sendCode(phone: string, method: 'sms' | 'call' = 'sms', ip = '10.0.0.1') {
  return server.request(`/api/sms/send_code/?phone=${encodeURIComponent(phone)}&method=${method}`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': ip },
  })
}

async function lastCode(to: string): Promise<string> {
  const messages = await (await server.request('/api/dev/outbox/', { company: null })).json()
  const message = messages.find((m: { to: string }) => m.to === to)
  if (!message) throw new Error(`no outbox message for ${to}`)
  return message.code
}

const verify = (phone: string, code: string, method: 'sms' | 'call' = 'sms') =>
  server.request('/api/v2/auth/verify_code/', {
    method: 'POST',
    body: JSON.stringify({ source: phone, code, method }),
  })

test('a customer signs in with the SMS code from the outbox and reads their profile', async () => {
  const phone = freshPhone()
  const sent = await sendCode(phone)
  expect(sent.status).toBe(201)
  expect(await sent.json()).toMatchObject({ phone, method: 'sms', resend_after: 60, expires_in: 300 })
  const code = await lastCode(phone)
  expect(code).toMatch(/^\d{6}$/)
  const answer = await verify(phone, code)
  expect(answer.status).toBe(200)
  const { key } = await answer.json()
  expect(key).toMatch(/^[a-f0-9]{40}$/)
  const me = await (await server.request('/api/customers/me/', { token: key })).json()
  expect(me).toMatchObject({ phone, kind: 'personal', level: null })
})

test('the phone may be written in any usual way and is stored in E.164', async () => {
  const response = await sendCode('8 (916) 555-12-34')
  expect((await response.json()).phone).toBe('+79165551234')
})

test('a call code is the last 4 digits of the calling number', async () => {
  const phone = freshPhone()
  await sendCode(phone, 'call')
  const code = await lastCode(phone)
  expect(code).toMatch(/^\d{4}$/)
  expect((await verify(phone, code, 'call')).status).toBe(200)
})

test('a code works once', async () => {
  const phone = freshPhone()
  await sendCode(phone)
  const code = await lastCode(phone)
  expect((await verify(phone, code)).status).toBe(200)
  const again = await verify(phone, code)
  expect(again.status).toBe(400)
  expect((await again.json()).code).toBe('code_expired')
})

test('the 6th try of an SMS code is refused even with the right code', async () => {
  const phone = freshPhone()
  await sendCode(phone)
  const code = await lastCode(phone)
  const wrong = code === '000000' ? '111111' : '000000'
  for (let i = 0; i < 4; i++) {
    const response = await verify(phone, wrong)
    expect(response.status).toBe(400)
    expect((await response.json()).code).toBe('wrong_code')
    server.clock.advance(10_000) // past the growing delay
  }
  // The fifth wrong try is the last: it says the tries are used up, and so does every try after it.
  const fifth = await verify(phone, wrong)
  expect(fifth.status).toBe(400)
  expect((await fifth.json()).code).toBe('code_tries_exhausted')
  const sixth = await verify(phone, code)
  expect(sixth.status).toBe(400)
  expect((await sixth.json()).code).toBe('code_tries_exhausted')
})

test('a new code after the tries were used up works', async () => {
  const phone = freshPhone()
  await sendCode(phone)
  const code = await lastCode(phone)
  const wrong = code === '000000' ? '111111' : '000000'
  for (let i = 0; i < 5; i++) {
    await verify(phone, wrong)
    server.clock.advance(10_000) // past the growing delay
  }
  expect((await (await verify(phone, code)).json()).code).toBe('code_tries_exhausted')
  server.clock.advance(61_000)
  await sendCode(phone)
  expect((await verify(phone, await lastCode(phone))).status).toBe(200)
})

test('a call code allows 3 tries', async () => {
  const phone = freshPhone()
  await sendCode(phone, 'call')
  const code = await lastCode(phone)
  const wrong = code === '0000' ? '1111' : '0000'
  for (let i = 0; i < 3; i++) {
    expect((await verify(phone, wrong, 'call')).status).toBe(400)
    server.clock.advance(10_000) // past the growing delay
  }
  expect((await verify(phone, code, 'call')).status).toBe(400)
})

test('a resend sooner than 60 s is refused with Retry-After, and allowed after', async () => {
  const phone = freshPhone()
  expect((await sendCode(phone)).status).toBe(201)
  server.clock.advance(20_000)
  const early = await sendCode(phone)
  expect(early.status).toBe(429)
  expect(Number(early.headers.get('retry-after'))).toBe(40)
  expect(await early.json()).toMatchObject({
    detail: expect.stringMatching(/40 s/),
    code: 'resend_too_early',
  })
  server.clock.advance(40_000)
  expect((await sendCode(phone)).status).toBe(201)
})

test('at most 5 sends per phone per hour', async () => {
  const phone = freshPhone()
  for (let i = 0; i < 5; i++) {
    expect((await sendCode(phone)).status).toBe(201)
    server.clock.advance(61_000)
  }
  const sixth = await sendCode(phone)
  expect(sixth.status).toBe(429)
  expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
  expect((await sixth.json()).code).toBe('throttled')
})

test('codes expire after 5 minutes', async () => {
  const phone = freshPhone()
  await sendCode(phone)
  const code = await lastCode(phone)
  server.clock.advance(5 * 60_000 + 1)
  expect((await verify(phone, code)).status).toBe(400)
})

test('wrong tries are counted per code with a growing delay; the owner is never locked out', async () => {
  const phone = freshPhone()
  // A stranger burns two codes' worth of wrong tries (the old rule locked the phone for an hour after ten).
  for (let round = 0; round < 3; round++) {
    await sendCode(phone)
    expect((await verify(phone, '999999')).status).toBe(400)
    expect((await verify(phone, '999998')).status).toBe(400)
    // The third try comes too soon: 2 s after the second wrong one.
    const early = await verify(phone, '999997')
    expect(early.status).toBe(429)
    expect(await early.json()).toMatchObject({ code: 'try_later' })
    expect(Number(early.headers.get('retry-after'))).toBe(2)
    server.clock.advance(2_000)
    expect((await verify(phone, '999997')).status).toBe(400)
    // Then 4 s.
    expect((await verify(phone, '999996')).status).toBe(429)
    server.clock.advance(4_000)
    expect((await verify(phone, '999996')).status).toBe(400)
    server.clock.advance(61_000)
  }
  // The owner asks for a new code: its tries start afresh, and the right code signs in at once.
  await sendCode(phone)
  const code = await lastCode(phone)
  expect((await verify(phone, code)).status).toBe(200)
})

test('bad sign-in input gets field errors', async () => {
  expect((await sendCode('not a phone')).status).toBe(400)
  expect((await server.request('/api/sms/send_code/', { method: 'POST' })).status).toBe(400)
  const noJson = await server.request('/api/v2/auth/verify_code/', { method: 'POST', body: '{oops' })
  expect(noJson.status).toBe(400)
  const badCode = await verify('+79161234567', 'abc')
  expect(badCode.status).toBe(400)
  expect(await badCode.json()).toHaveProperty('code')
})

async function signIn(company = 1): Promise<{ key: string; phone: string }> {
  const phone = freshPhone()
  await server.request(`/api/sms/send_code/?phone=${encodeURIComponent(phone)}`, { method: 'POST', company })
  const code = await lastCode(phone)
  const response = await server.request('/api/v2/auth/verify_code/', {
    method: 'POST',
    company,
    body: JSON.stringify({ source: phone, code, method: 'sms' }),
  })
  return { key: (await response.json()).key, phone }
}

test('a token is only valid for its own company', async () => {
  const { key } = await signIn(1)
  expect((await server.request('/api/customers/me/', { token: key, company: 1 })).status).toBe(200)
  const foreign = await server.request('/api/customers/me/', { token: key, company: 2 })
  expect(foreign.status).toBe(401)
  expect(await foreign.json()).toEqual({ detail: 'Invalid token.' })
})

test('every sign-in gets a new token, and logout revokes only the current one', async () => {
  const phone = freshPhone()
  const keys: string[] = []
  for (let i = 0; i < 2; i++) {
    await sendCode(phone)
    const code = await lastCode(phone)
    keys.push((await (await verify(phone, code)).json()).key)
    server.clock.advance(61_000)
  }
  expect(keys[0]).not.toBe(keys[1])
  expect((await server.request('/api/auth/logout/', { method: 'POST', token: keys[0] })).status).toBe(204)
  expect((await server.request('/api/customers/me/', { token: keys[0] })).status).toBe(401)
  expect((await server.request('/api/customers/me/', { token: keys[1] })).status).toBe(200)
})

test('anonymous calls to private endpoints are 401', async () => {
  expect((await server.request('/api/customers/me/')).status).toBe(401)
  expect(
    (await server.request('/api/customers/me/', { headers: { Authorization: 'Bearer x' } })).status,
  ).toBe(401)
})

test('the profile can be edited, but not the phone, and not somebody else', async () => {
  const { key } = await signIn()
  const other = await signIn()
  const me = await (await server.request('/api/customers/me/', { token: key })).json()
  const otherMe = await (await server.request('/api/customers/me/', { token: other.key })).json()
  const patch = (id: number, body: unknown) =>
    server.request(`/api/customers/${id}/`, { method: 'PATCH', token: key, body: JSON.stringify(body) })

  const ok = await patch(me.id, {
    first_name: ' Анна ',
    last_name: 'Иванова',
    gender: 'female',
    birthday: '15.04.1990',
  })
  expect(ok.status).toBe(200)
  expect(await ok.json()).toMatchObject({
    first_name: 'Анна',
    last_name: 'Иванова',
    gender: 'female',
    birthday: '1990-04-15',
  })

  const phone = await patch(me.id, { phone: '+79990000000' })
  expect(phone.status).toBe(400)
  expect(await phone.json()).toHaveProperty('phone')

  expect((await patch(otherMe.id, { first_name: 'Hacker' })).status).toBe(404)
  const young = await patch(me.id, { birthday: '01.01.2020' })
  expect(await young.json()).toEqual({ birthday: ['You must be over 18 years old.'] })
  expect((await patch(me.id, { birthday: '31.02.1990' })).status).toBe(400)
  expect((await patch(me.id, { email: 'not-an-email' })).status).toBe(400)
  expect((await patch(me.id, { unknown_field: 1 })).status).toBe(400)
  expect((await patch(me.id, { first_name: 'x'.repeat(101) })).status).toBe(400)
  const after = await (await server.request('/api/customers/me/', { token: key })).json()
  expect(after.first_name).toBe('Анна')
})

test('a new email is confirmed by the link sent to it', async () => {
  const { key } = await signIn()
  const me = await (await server.request('/api/customers/me/', { token: key })).json()
  const email = `anna${Date.now()}@example.com`
  const changed = await server.request(`/api/customers/${me.id}/`, {
    method: 'PATCH',
    token: key,
    body: JSON.stringify({ email }),
  })
  expect(await changed.json()).toMatchObject({ email, email_confirmed: false })
  const messages = await (await server.request('/api/dev/outbox/', { company: null })).json()
  const link = messages.find((m: { to: string }) => m.to === email).text as string
  const token = /token=([a-f0-9]{40})/.exec(link)?.[1]
  const confirm = (t: string) =>
    server.request('/api/customers/confirm-email/', { method: 'POST', body: JSON.stringify({ token: t }) })
  expect((await confirm(token ?? '')).status).toBe(200)
  expect((await confirm(token ?? '')).status).toBe(400)
  const after = await (await server.request('/api/customers/me/', { token: key })).json()
  expect(after.email_confirmed).toBe(true)
})

test("the confirmation link opens on the storefront host the request came from, if it is the company's", async () => {
  const { key } = await signIn()
  const me = await (await server.request('/api/customers/me/', { token: key })).json()
  const linkFor = async (origin: string) => {
    const email = `link${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`
    await server.request(`/api/customers/${me.id}/`, {
      method: 'PATCH',
      token: key,
      headers: { 'X-Storefront-Origin': origin },
      body: JSON.stringify({ email }),
    })
    const messages = await (await server.request('/api/dev/outbox/', { company: null })).json()
    return messages.find((m: { to: string }) => m.to === email).text as string
  }
  // Company 1's own host (any port) is kept; another company's host or a foreign one is not.
  expect(await linkFor('http://outdoor.localhost:3100')).toContain(
    'http://outdoor.localhost:3100/confirm-email/?token=',
  )
  expect(await linkFor('http://travel.localhost:3100')).toContain(
    'http://localhost:3000/confirm-email/?token=',
  )
  expect(await linkFor('https://evil.example')).toContain('http://localhost:3000/confirm-email/?token=')
})

test('a sign-in link neither delays an SMS code nor dies when one is sent', async () => {
  // The seeded demo customer (id 1): no code has been sent to it on this server, only the link below.
  const link = await (
    await server.request('/api/dev/auth-links/', {
      method: 'POST',
      company: null,
      body: JSON.stringify({ company: 1, customer_id: 1 }),
    })
  ).json()
  const me = await (await server.request('/api/customers/me/', { token: await linkKey(link) })).json()
  const second = await (
    await server.request('/api/dev/auth-links/', {
      method: 'POST',
      company: null,
      body: JSON.stringify({ company: 1, customer_id: 1 }),
    })
  ).json()
  // The customer asks for an SMS code right after the links were sent: it goes at once...
  expect((await sendCode(me.phone, 'sms', '10.0.0.77')).status).toBe(201)
  // ...and the pending link still signs in.
  expect(await linkKey(second)).toMatch(/^[a-f0-9]{40}$/)
})

async function linkKey(link: { id: number; code: string }): Promise<string> {
  const used = await server.request('/api/auth-codes/verify/', {
    method: 'POST',
    body: JSON.stringify({ id: link.id, code: link.code }),
  })
  expect(used.status).toBe(200)
  return (await used.json()).key
}

test('a dev sign-in link can name the seeded customer by phone, as typed, within the company only', async () => {
  const issue = (body: unknown) =>
    server.request('/api/dev/auth-links/', { method: 'POST', company: null, body: JSON.stringify(body) })
  // The demo phone exists in both tenants, with different ids: the company decides which customer it is.
  const travel = await issue({ company: 2, phone: '8 912 345-67-89' })
  expect(travel.status).toBe(201)
  const link = await travel.json()
  const used = await server.request('/api/auth-codes/verify/', {
    method: 'POST',
    company: 2,
    body: JSON.stringify({ id: link.id, code: link.code }),
  })
  expect(used.status).toBe(200)
  const { key } = await used.json()
  const me = await (await server.request('/api/customers/me/', { token: key, company: 2 })).json()
  expect(me.phone).toBe('+79123456789')
  expect((await issue({ company: 2, phone: '+79990001122' })).status).toBe(404)
  expect((await issue({ company: 2, phone: 'not a phone' })).status).toBe(400)
  // Exactly one of the two names.
  expect((await issue({ company: 2 })).status).toBe(400)
  expect((await issue({ company: 2, customer_id: 1, phone: '+79123456789' })).status).toBe(400)
})
