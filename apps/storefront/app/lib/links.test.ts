import { expect, test } from 'vitest'
import { loginHref } from './links.ts'

test.each([
  ['/', '/login/'],
  ['/my/orders/', '/login/?returnUrl=%2Fmy%2Forders%2F'],
  ['/catalog/?sort=price', '/login/?returnUrl=%2Fcatalog%2F%3Fsort%3Dprice'],
  ['//evil.example/', '/login/'],
  ['https://evil.example/', '/login/'],
])('loginHref(%j) is %j', (path, expected) => {
  expect(loginHref(path)).toBe(expected)
})
