import { expect, test } from 'vitest'
import { MAX_SEARCH_LENGTH, normalizeSearch, searchPath, searchRedirect } from './search-path.ts'

test.each([
  ['  down   jacket \n', 'down jacket'],
  ['', ''],
  ['   ', ''],
  [null, ''],
  [undefined, ''],
])('normalizeSearch(%j) is %j', (text, expected) => {
  expect(normalizeSearch(text)).toBe(expected)
})

test('a long text is cut to what the API searches', () => {
  expect(normalizeSearch('a'.repeat(300))).toHaveLength(MAX_SEARCH_LENGTH)
})

test.each([
  ['tent', '/catalog/search/tent/'],
  ['  down jacket ', '/catalog/search/down%20jacket/'],
  ['куртка', '/catalog/search/%D0%BA%D1%83%D1%80%D1%82%D0%BA%D0%B0/'],
  ['a/b?c#d%', '/catalog/search/a%2Fb%3Fc%23d%25/'],
  ['   ', '/catalog/search/'],
])('searchPath(%j) is %j', (text, expected) => {
  expect(searchPath(text)).toBe(expected)
})

const redirectOf = (url: string, pathQuery?: string) =>
  searchRedirect(new URL(`http://shop.test${url}`), pathQuery)

test('the header form redirects to the trimmed query path', () => {
  expect(redirectOf('/catalog/search/?q=%20down%20%20jacket%20')).toBe('/catalog/search/down%20jacket/')
})

test('a blank header query goes to the search form', () => {
  expect(redirectOf('/catalog/search/?q=%20')).toBe('/catalog/search/')
  expect(redirectOf('/catalog/search/?q=')).toBe('/catalog/search/')
})

test('q wins on a results page too', () => {
  expect(redirectOf('/catalog/search/tent/?q=boots', 'tent')).toBe('/catalog/search/boots/')
})

test('a query path with extra spaces goes to the clean one and keeps the page', () => {
  expect(redirectOf('/catalog/search/%20tent%20/?page=2', ' tent ')).toBe('/catalog/search/tent/?page=2')
  expect(redirectOf('/catalog/search/%20/', ' ')).toBe('/catalog/search/')
})

test('the form page and clean query paths are answered in place', () => {
  expect(redirectOf('/catalog/search/')).toBeNull()
  expect(redirectOf('/catalog/search/down%20jacket/?page=3', 'down jacket')).toBeNull()
})
