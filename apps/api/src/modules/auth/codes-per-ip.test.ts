import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

// A server whose per-IP limit is set by AUTH_CODES_PER_IP_HOUR (default 30: too many sends for a test).
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_CODES_PER_IP_HOUR: '3' } })
})
afterAll(async () => {
  await server.close()
})

const send = (phone: string, ip: string) =>
  server.request(`/api/sms/send_code/?phone=${encodeURIComponent(phone)}`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': ip },
  })

test('one IP gets AUTH_CODES_PER_IP_HOUR codes an hour across phones; another IP is not affected', async () => {
  for (const phone of ['+79160000001', '+79160000002', '+79160000003'])
    expect((await send(phone, '10.9.0.1')).status).toBe(201)
  const refused = await send('+79160000004', '10.9.0.1')
  expect(refused.status).toBe(429)
  expect(await refused.json()).toMatchObject({ detail: expect.stringContaining('Too many requests') })
  expect((await send('+79160000004', '10.9.0.2')).status).toBe(201)
})
