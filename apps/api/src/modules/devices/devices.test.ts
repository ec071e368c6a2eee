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

const device = { application: 'web', device_id: 'browser-1', registration_id: 'token-a' }
const post = (path: string, body?: unknown, token?: string, company = 1) =>
  server.request(path, {
    method: 'POST',
    company,
    ...(body ? { body: JSON.stringify(body) } : {}),
    ...(token ? { token } : {}),
  })

test('a device is created, updated, linked to the signed-in customer and unlinked', async () => {
  const created = await post('/api/fcm-devices/', device)
  expect(created.status).toBe(201)
  const { id } = await created.json()
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  const updated = await server.request(`/api/fcm-devices/${id}/`, {
    method: 'PATCH',
    body: JSON.stringify({ ...device, registration_id: 'token-b' }),
  })
  expect((await updated.json()).registration_id).toBe('token-b')
  expect((await post(`/api/fcm-devices/${id}/link/`)).status).toBe(401)
  const { key } = await signInNewCustomer(server)
  const linked = await (await post(`/api/fcm-devices/${id}/link/`, undefined, key)).json()
  expect(linked.customer_id).toEqual(expect.any(Number))
  const stranger = await signInNewCustomer(server)
  expect((await post(`/api/fcm-devices/${id}/unlink/`, undefined, stranger.key)).status).toBe(404)
  expect((await (await post(`/api/fcm-devices/${id}/unlink/`, undefined, key)).json()).customer_id).toBeNull()
})

test('a device of another company or a made-up id is a 404; bad bodies are 400', async () => {
  const { id } = await (await post('/api/fcm-devices/', device)).json()
  expect(
    (
      await server.request(`/api/fcm-devices/${id}/`, {
        method: 'PATCH',
        company: 2,
        body: JSON.stringify(device),
      })
    ).status,
  ).toBe(404)
  expect(
    (await server.request('/api/fcm-devices/123/', { method: 'PATCH', body: JSON.stringify(device) })).status,
  ).toBe(404)
  expect((await post('/api/fcm-devices/', { application: 'web' })).status).toBe(400)
})

test('a push click is counted for a message of the company only', async () => {
  expect((await post('/api/push/1/click/')).status).toBe(204)
  expect((await post('/api/push/1/click/', undefined, undefined, 2)).status).toBe(404)
  expect((await post('/api/push/999999/click/')).status).toBe(404)
})

test('a one-time sign-in link signs the customer in once', async () => {
  const { key } = await signInNewCustomer(server)
  const me = await (await server.request('/api/customers/me/', { token: key })).json()
  const link = await (
    await post('/api/dev/auth-links/', { company: 1, customer_id: me.id }, undefined)
  ).json()
  expect(link.url).toContain(`auth_customer_id=${me.id}&auth_code=${link.code}`)
  const verify = (code: string, id = me.id, company = 1) =>
    post('/api/auth-codes/verify/', { id, code }, undefined, company)
  expect((await verify(link.code, me.id, 2)).status).toBe(400)
  expect((await verify('0'.repeat(40))).status).toBe(400)
  const ok = await verify(link.code)
  expect(ok.status).toBe(200)
  const signedIn = await (await server.request('/api/customers/me/', { token: (await ok.json()).key })).json()
  expect(signedIn.id).toBe(me.id)
  expect((await verify(link.code)).status).toBe(400)
})
