import { expect, test } from 'vitest'
import { readEnv } from '../env.ts'
import { parseTrustedProxies, resolveClientIp } from './client-ip.ts'

test('by default nobody is trusted: X-Forwarded-For is ignored and the connection decides', () => {
  expect(readEnv({}).TRUSTED_PROXIES).toBe('')
  expect(resolveClientIp(parseTrustedProxies(''), '198.51.100.1', '1.2.3.4')).toBe('198.51.100.1')
})

test('a trusted list walks the chain from the right and stops at the first untrusted hop', () => {
  const trust = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, ::1')
  // The shopper forged "1.2.3.4"; nginx (10.0.0.5) appended the real peer 203.0.113.9.
  expect(resolveClientIp(trust, '10.0.0.5', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9')
  expect(resolveClientIp(trust, '::ffff:127.0.0.1', '10.1.1.1, 203.0.113.9')).toBe('203.0.113.9')
  expect(resolveClientIp(trust, '::1', '2001:db8::7')).toBe('2001:db8::7')
  // An untrusted peer's header means nothing.
  expect(resolveClientIp(trust, '203.0.113.50', '1.2.3.4')).toBe('203.0.113.50')
  // Garbage in the chain is skipped, not believed.
  expect(resolveClientIp(trust, '10.0.0.5', 'not-an-ip')).toBe('10.0.0.5')
})

test('a hop count takes the entry that many hops from the right', () => {
  expect(resolveClientIp(parseTrustedProxies('1'), '10.0.0.5', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9')
  expect(resolveClientIp(parseTrustedProxies('2'), '10.0.0.5', '1.2.3.4, 203.0.113.9, 10.0.0.4')).toBe(
    '203.0.113.9',
  )
  expect(resolveClientIp(parseTrustedProxies('1'), '10.0.0.5', undefined)).toBe('10.0.0.5')
})

test('a malformed TRUSTED_PROXIES fails at start', () => {
  expect(() => parseTrustedProxies('10.0.0.0/8, proxy.local')).toThrow(/proxy.local/)
})
