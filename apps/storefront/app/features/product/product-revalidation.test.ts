import { expect, test } from 'vitest'
import { shouldRevalidateProductPage } from './product-revalidation.ts'

const page = (query = '') => new URL(`https://shop.example/catalog/products/tent/${query}`)
const args = (currentUrl: URL, nextUrl: URL, more: { formMethod?: string; actionResult?: unknown } = {}) => ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate: true,
  ...more,
})

test('choosing a colour does not reload the product', () => {
  expect(shouldRevalidateProductPage(args(page(), page('?color=Red')))).toBe(false)
  expect(shouldRevalidateProductPage(args(page('?color=Red&added=5'), page('?color=Blue')))).toBe(false)
})

test('another review order reloads it', () => {
  expect(shouldRevalidateProductPage(args(page(), page('?reviews=-rating')))).toBe(true)
})

test('a successful add keeps the page data; a refused one reloads it', () => {
  const post = (actionResult: unknown) => args(page(), page(), { formMethod: 'POST', actionResult })
  expect(shouldRevalidateProductPage(post({ ok: true, sku: 1, count: 2 }))).toBe(false)
  expect(shouldRevalidateProductPage(post({ ok: false, error: 'limit', sku: 1 }))).toBe(true)
  expect(shouldRevalidateProductPage(post(undefined))).toBe(true)
})

test('another product follows the default', () => {
  const other = new URL('https://shop.example/catalog/products/boots/')
  expect(shouldRevalidateProductPage({ ...args(page(), other), defaultShouldRevalidate: false })).toBe(false)
  expect(shouldRevalidateProductPage(args(page(), other))).toBe(true)
})
