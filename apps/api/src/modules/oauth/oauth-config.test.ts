import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { oauthProviders } from '../../db/schema/index.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'
import { applyOAuthProviders, parseOAuthProviders } from './oauth-config.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const entry = {
  company: 2,
  provider: 'vk',
  issuer: 'http://127.0.0.1:4149',
  client_id: 'shop',
  client_secret: 'very-secret-value',
}
const silent = () => ({ info: vi.fn(), warn: vi.fn() })

test('OAUTH_PROVIDERS is optional, and a broken value fails without printing the secret', () => {
  expect(parseOAuthProviders(undefined)).toEqual([])
  expect(parseOAuthProviders(' ')).toEqual([])
  expect(parseOAuthProviders(JSON.stringify([entry]))).toEqual([{ ...entry, scope: 'openid' }])
  expect(() => parseOAuthProviders('{not json')).toThrow(/not valid JSON/)
  const broken = JSON.stringify([{ ...entry, provider: 'google' }])
  expect(() => parseOAuthProviders(broken)).toThrow(/0\.provider/)
  try {
    parseOAuthProviders(JSON.stringify([{ ...entry, issuer: 'nope' }]))
    expect.unreachable()
  } catch (error) {
    expect(String(error)).not.toContain('very-secret-value')
  }
})

test('a configured provider is stored, offered in oauth_methods once, and updated on the next start', async () => {
  const logger = silent()
  const [parsed] = parseOAuthProviders(JSON.stringify([entry]))
  if (!parsed) throw new Error('nothing parsed')
  await applyOAuthProviders(server.handle.db, [parsed], logger)
  await applyOAuthProviders(server.handle.db, [{ ...parsed, client_id: 'shop-2' }], logger)
  const rows = await server.handle.db.select().from(oauthProviders).where(eq(oauthProviders.companyId, 2))
  expect(rows.map((r) => [r.provider, r.clientId, r.clientSecret])).toEqual([
    ['vk', 'shop-2', 'very-secret-value'],
  ])
  const company = await (await server.request('/api/companies/current/', { company: 2 })).json()
  expect(company.oauth_methods).toEqual([{ slug: 'vk' }])
  expect(JSON.stringify(logger.info.mock.calls)).not.toContain('very-secret-value')
})

test('an entry for an unknown company is skipped with a warning', async () => {
  const logger = silent()
  const [parsed] = parseOAuthProviders(JSON.stringify([{ ...entry, company: 999 }]))
  if (!parsed) throw new Error('nothing parsed')
  await applyOAuthProviders(server.handle.db, [parsed], logger)
  expect(logger.warn).toHaveBeenCalledOnce()
  const rows = await server.handle.db.select().from(oauthProviders).where(eq(oauthProviders.companyId, 999))
  expect(rows).toEqual([])
})
