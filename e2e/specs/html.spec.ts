import { request as httpRequest } from 'node:http'
import { expect, test } from '../fixtures/test.ts'
import { SHOP_PORT } from '../playwright.config.ts'

/**
 * Every page type's HTML as served, byte for byte: no NUL byte (React 18.3.1's streaming renderer leaked them
 * next to multi-byte text, react#31134; fixed by patches/react-dom@18.3.1.patch) and valid UTF-8. Both tenants
 * (Russian and English text), for a browser (streamed from the shell) and for a crawler (the whole document).
 */
const COMMON: [string, string, number][] = [
  ['home', '/', 200],
  ['catalogue', '/catalog/', 200],
  ['search', '/catalog/search/%D0%BA%D1%83%D1%80%D1%82%D0%BA%D0%B0/', 200],
  ['promotions', '/promotions/', 200],
  ['static page', '/static/privacy/', 200],
  ['company', '/company/', 200],
  ['contacts', '/contacts/', 200],
  ['cart', '/cart/', 200],
  ['login', '/login/', 200],
  ['not found', '/no-such-page/', 404],
]
const PAGES: Record<string, [string, string, number][]> = {
  'outdoor.localhost': [
    ...COMMON,
    ['category listing', '/catalog/clothes/', 200],
    ['product', '/catalog/products/item-1-259/', 200],
    ['all reviews', '/catalog/products/item-1-1/reviews/', 200],
    ['promotion', '/promotions/winter-sale/', 200],
  ],
  'travel.localhost': [
    ...COMMON,
    ['category listing', '/catalog/luggage/', 200],
    ['product', '/catalog/products/suitcase-2-3/', 200],
    ['promotion', '/promotions/early-bird/', 200],
  ],
}
const AGENTS = {
  browser:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  crawler: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
}

/** GET with a chosen Host (fetch cannot set it), answering the status and the raw body bytes. */
function get(host: string, path: string, agent: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: SHOP_PORT,
        path,
        headers: { host: `${host}:${SHOP_PORT}`, 'user-agent': agent },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

for (const [host, pages] of Object.entries(PAGES)) {
  test(`no NUL byte in any page type's HTML: ${host}`, async () => {
    for (const [name, path, status] of pages) {
      for (const [agentName, agent] of Object.entries(AGENTS)) {
        const answer = await get(host, path, agent)
        const what = `${name} ${path} for a ${agentName}`
        expect(answer.status, what).toBe(status)
        expect(answer.body.indexOf(0), `a NUL byte in the ${what}`).toBe(-1)
        // fatal: throws on a broken multi-byte sequence, which a dropped byte would leave behind.
        expect(() => new TextDecoder('utf-8', { fatal: true }).decode(answer.body), what).not.toThrow()
        expect(answer.body.toString('utf8'), what).toContain('</html>')
      }
    }
  })
}
