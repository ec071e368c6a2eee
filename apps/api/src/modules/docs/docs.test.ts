import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

test('the OpenAPI document is served and validates as OpenAPI 3.1', async () => {
  const response = await server.request('/api/schema/', { company: null })
  expect(response.status).toBe(200)
  const document = await response.json()
  const result = await new Validator().validate(document)
  expect(result.errors ?? []).toEqual([])
  expect(result.valid).toBe(true)
  expect(document.openapi).toBe('3.1.0')
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(['/api/v2/cart/', '/api/orders/', '/api/sms/send_code/']),
  )
  const order = document.paths['/api/orders/'].post
  expect(order.requestBody.content['application/json'].schema.properties).toHaveProperty('recipient_phone')
})

test('the human docs page lists the calls', async () => {
  const page = await (await server.request('/api/docs/', { company: null })).text()
  expect(page).toContain('POST /api/orders/')
  expect(page).toContain('/api/schema/')
})
