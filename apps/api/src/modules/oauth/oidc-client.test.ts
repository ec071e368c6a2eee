import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { discoverForListing } from './oidc-client.ts'

// A provider whose discovery document is broken (500), counting the requests it gets.
let server: Server
let requests = 0
let issuer = ''
beforeAll(async () => {
  server = createServer((_request, response) => {
    requests++
    response.writeHead(500).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

test('a provider whose discovery failed is skipped for a minute, then asked again', async () => {
  const now = Date.UTC(2026, 10, 22, 12)
  await expect(discoverForListing(issuer, now)).rejects.toThrow(/answered 500/)
  expect(requests).toBe(1)
  await expect(discoverForListing(issuer, now + 30_000)).rejects.toThrow(/failed recently/)
  expect(requests).toBe(1)
  await expect(discoverForListing(issuer, now + 61_000)).rejects.toThrow(/answered 500/)
  expect(requests).toBe(2)
})
