import { describe, expect, it } from 'vitest'
import { cookiesFor } from './cookies.server'
import { cookieSecrets, parseEnv } from './env.server'

const request = (cookie?: string) =>
  new Request('http://outdoor.localhost/', cookie ? { headers: { cookie } } : undefined)
const KEY = 'k'.repeat(32)
const OLD_KEY = 'o'.repeat(32)

describe('signed cookies', () => {
  it('reads back the token it wrote', async () => {
    const cookies = cookiesFor(request(), [KEY])
    const header = (await cookies.token.serialize('abc123')).split(';')[0] ?? ''
    expect(await cookiesFor(request(header), [KEY]).token.parse(header)).toBe('abc123')
  })

  it('reads a token cookie the server did not sign, or whose value was edited, as no cookie', async () => {
    const cookies = cookiesFor(request(), [KEY])
    const planted = `token=${encodeURIComponent(btoa(JSON.stringify('stolen-key')))}`
    expect(await cookies.token.parse(planted)).toBeNull()
    const header = (await cookies.token.serialize('abc123')).split(';')[0] ?? ''
    const [value = '', signature = ''] = decodeURIComponent(header.slice('token='.length)).split('.')
    const edited = `token=${encodeURIComponent(`${btoa(JSON.stringify('abc124'))}.${signature}`)}`
    expect(value).not.toBe('')
    expect(await cookies.token.parse(edited)).toBeNull()
    expect(await cookiesFor(request(), ['x'.repeat(32)]).token.parse(header)).toBeNull()
  })

  it('signs the guest cart too, and keeps verifying with a rotated-out key', async () => {
    const before = (await cookiesFor(request(), [OLD_KEY]).guestCart.serialize('cart-1')).split(';')[0] ?? ''
    expect(await cookiesFor(request(), [KEY, OLD_KEY]).guestCart.parse(before)).toBe('cart-1')
    expect(await cookiesFor(request(), [KEY]).guestCart.parse(before)).toBeNull()
  })

  it('leaves the shopper-chosen cookies unsigned', async () => {
    const header = (await cookiesFor(request(), [KEY]).locale.serialize('en')).split(';')[0] ?? ''
    expect(decodeURIComponent(header)).not.toContain('.')
  })
})

describe('cookie keys', () => {
  it('takes COOKIE_SECRET as a list, newest first, each at least 32 characters', () => {
    expect(cookieSecrets(parseEnv({ COOKIE_SECRET: `${KEY}, ${OLD_KEY}` }))).toEqual([KEY, OLD_KEY])
    expect(() => parseEnv({ COOKIE_SECRET: 'short' })).toThrow(/COOKIE_SECRET/)
  })

  it('derives a key of its own from STOREFRONT_SECRET, never the secret itself', () => {
    const secret = 's'.repeat(32)
    const [derived] = cookieSecrets(parseEnv({ STOREFRONT_SECRET: secret }))
    expect(derived).toMatch(/^[\w-]{43}$/)
    expect(derived).not.toBe(secret)
  })
})
