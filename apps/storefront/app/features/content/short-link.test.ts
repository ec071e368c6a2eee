import { expect, test } from 'vitest'
import { shortLinkTarget } from './short-link.ts'

const relative = (target: string) => ({ target, absolute: false, permanent: false })
const absolute = (target: string) => ({ target, absolute: true, permanent: false })

test('same-site paths and absolute http(s) URLs are followed', () => {
  expect(shortLinkTarget(relative('/catalog/promotion/winter-sale/'))).toBe('/catalog/promotion/winter-sale/')
  expect(shortLinkTarget(absolute('https://example.com/blog'))).toBe('https://example.com/blog')
  expect(shortLinkTarget(absolute('http://example.com/a?b=1'))).toBe('http://example.com/a?b=1')
})

test('no redirect, or one that could leave the site unannounced or run script, goes nowhere', () => {
  expect(shortLinkTarget(null)).toBeNull()
  for (const target of ['//evil.example', '/\\evil.example', '/ /evil.example', '/\t/evil.example'])
    expect(shortLinkTarget(relative(target)), target).toBeNull()
  for (const target of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    'ftp://example.com/',
    ' https://example.com',
    'https://exa mple.com',
    'https:\\\\evil.example',
  ])
    expect(shortLinkTarget(absolute(target)), target).toBeNull()
  // An absolute URL the API did not mark as one is not trusted either.
  expect(shortLinkTarget(relative('https://example.com/'))).toBeNull()
})
