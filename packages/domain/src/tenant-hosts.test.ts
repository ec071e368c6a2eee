import { describe, expect, test } from 'vitest'
import { companyForHost, parseTenantHosts, storefrontOriginFor } from './tenant-hosts.ts'

const hosts = parseTenantHosts('outdoor.localhost=1, Travel.Localhost=2, shop.example.com=2, bad, x=0, y=z')
const origins = { hosts, defaultUrl: 'http://localhost:3000/' }

describe('parseTenantHosts', () => {
  test('reads host=company pairs, lower-cased, skipping malformed ones', () => {
    expect([...hosts]).toEqual([
      ['outdoor.localhost', 1],
      ['travel.localhost', 2],
      ['shop.example.com', 2],
    ])
  })
})

test('companyForHost falls back to the default company for unknown hosts', () => {
  expect(companyForHost('TRAVEL.localhost', hosts, 1)).toBe(2)
  expect(companyForHost('unknown.example', hosts, 1)).toBe(1)
})

describe('storefrontOriginFor', () => {
  test("keeps the requested origin (with its port) when the host is the company's", () => {
    expect(storefrontOriginFor('http://travel.localhost:3100/some/path', 2, origins)).toBe(
      'http://travel.localhost:3100',
    )
    expect(storefrontOriginFor('https://shop.example.com', 2, origins)).toBe('https://shop.example.com')
  })

  test("another company's host falls back to the main storefront", () => {
    expect(storefrontOriginFor('http://outdoor.localhost:3100', 2, origins)).toBe('http://localhost:3000')
  })

  test('the main storefront host is accepted for any company', () => {
    expect(storefrontOriginFor('http://localhost:3100', 2, origins)).toBe('http://localhost:3100')
  })

  test('unknown hosts, plain http outside local hosts, credentials and junk fall back', () => {
    for (const requested of [
      'https://evil.example',
      'http://shop.example.com',
      'https://user:pw@shop.example.com',
      'javascript:alert(1)',
      'not a url',
      '',
      null,
      undefined,
    ])
      expect(storefrontOriginFor(requested, 2, origins)).toBe('http://localhost:3000')
  })
})
