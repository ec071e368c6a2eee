import { expect, test } from 'vitest'
import { requestOrigin } from './origin.server.ts'

test("the origin is the request's host on the scheme the edge resolved; a shopper's X-Forwarded-Proto is ignored", () => {
  expect(
    requestOrigin(new Request('http://localhost:3000/x', { headers: { host: 'shop.example.com' } })),
  ).toBe('http://shop.example.com')
  // server.mjs builds an https URL when a trusted proxy says https.
  expect(
    requestOrigin(new Request('https://shop.example.com/x', { headers: { host: 'shop.example.com' } })),
  ).toBe('https://shop.example.com')
  expect(
    requestOrigin(
      new Request('http://localhost:3000/x', {
        headers: { host: 'shop.example.com', 'x-forwarded-proto': 'https' },
      }),
    ),
  ).toBe('http://shop.example.com')
})
