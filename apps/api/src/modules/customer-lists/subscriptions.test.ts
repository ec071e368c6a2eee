import { afterAll, beforeAll, expect, test } from 'vitest'
import { signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const send = (method: string, path: string, token: string, body?: unknown) =>
  server.request(path, { method, token, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })

test('channels default to order news only and switch per topic', async () => {
  const { key } = await signInNewCustomer(server)
  const start = await (await send('GET', '/api/subscriptions/', key)).json()
  expect(start.topics.map((t: { topic: string }) => t.topic)).toEqual(['orders', 'promotions', 'news'])
  expect(start.topics[1].channels).toEqual({ email: false, push: false, sms: false })
  const changed = await send('PATCH', '/api/subscriptions/', key, {
    topic: 'promotions',
    channel: 'sms',
    enabled: true,
  })
  expect(changed.status).toBe(200)
  expect((await changed.json()).topics[1].channels.sms).toBe(true)
  await send('PATCH', '/api/subscriptions/', key, { topic: 'orders', channel: 'push', enabled: false })
  const after = await (await send('GET', '/api/subscriptions/', key)).json()
  expect(after.topics[0].channels.push).toBe(false)
  expect(after.topics[1].channels.sms).toBe(true)
  // Another customer keeps the defaults.
  const stranger = await signInNewCustomer(server)
  expect((await (await send('GET', '/api/subscriptions/', stranger.key)).json()).topics[1].channels.sms).toBe(
    false,
  )
})

test('email needs a confirmed address; unknown topics and channels are 400', async () => {
  const { key } = await signInNewCustomer(server)
  const noEmail = await send('PATCH', '/api/subscriptions/', key, {
    topic: 'news',
    channel: 'email',
    enabled: true,
  })
  expect(noEmail.status).toBe(400)
  expect((await noEmail.json()).code).toBe('no_email')
  const me = await (await server.request('/api/customers/me/', { token: key })).json()
  await send('PATCH', `/api/customers/${me.id}/`, key, { email: 'hiker@example.com' })
  const unconfirmed = await send('PATCH', '/api/subscriptions/', key, {
    topic: 'news',
    channel: 'email',
    enabled: true,
  })
  expect((await unconfirmed.json()).code).toBe('email_not_confirmed')
  // Switching off is always allowed.
  expect(
    (await send('PATCH', '/api/subscriptions/', key, { topic: 'news', channel: 'email', enabled: false }))
      .status,
  ).toBe(200)
  expect(
    (await send('PATCH', '/api/subscriptions/', key, { topic: 'spam', channel: 'email', enabled: true }))
      .status,
  ).toBe(400)
  expect(
    (await send('PATCH', '/api/subscriptions/', key, { topic: 'news', channel: 'fax', enabled: true }))
      .status,
  ).toBe(400)
  expect((await server.request('/api/subscriptions/')).status).toBe(401)
})

test('a confirmed email can be switched on', async () => {
  const { key } = await signInNewCustomer(server)
  const me = await (await server.request('/api/customers/me/', { token: key })).json()
  const email = `walker${Date.now()}@example.com`
  await send('PATCH', `/api/customers/${me.id}/`, key, { email })
  const outbox = await (await server.request('/api/dev/outbox/', { company: null })).json()
  const text = outbox.find((m: { to: string }) => m.to === email).text as string
  const token = /token=([a-f0-9]{40})/.exec(text)?.[1]
  const confirmed = await server.request('/api/customers/confirm-email/', {
    method: 'POST',
    body: JSON.stringify({ token }),
  })
  expect(confirmed.status).toBe(200)
  const on = await send('PATCH', '/api/subscriptions/', key, {
    topic: 'news',
    channel: 'email',
    enabled: true,
  })
  expect(on.status).toBe(200)
  const settings = await on.json()
  expect(settings.topics[2].channels.email).toBe(true)
  expect(settings.email).toEqual({ address: email, confirmed: true })
})
