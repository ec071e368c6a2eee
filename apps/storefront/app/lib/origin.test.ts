import { expect, test } from 'vitest'
import { requestOrigin } from './origin.server.ts'

test('the origin is the request host, https when the proxy says so', () => {
  expect(
    requestOrigin(new Request('http://localhost:3000/x', { headers: { host: 'shop.example.com' } })),
  ).toBe('http://shop.example.com')
  expect(
    requestOrigin(
      new Request('http://localhost:3000/x', {
        headers: { host: 'shop.example.com', 'x-forwarded-proto': 'https' },
      }),
    ),
  ).toBe('https://shop.example.com')
  expect(
    requestOrigin(new Request('http://localhost:3000/x', { headers: { 'x-forwarded-proto': 'gopher' } })),
  ).toBe('http://localhost:3000')
})
