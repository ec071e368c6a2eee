import { expect, test } from 'vitest'
import {
  activeFilterCount,
  filterParams,
  hasFilters,
  LISTING_PAGE_SIZE,
  type ListingQuery,
  listingSearch,
  parseListingQuery,
  toProductListQuery,
  withoutFilters,
} from './listing-query.ts'

const parse = (search: string) => parseListingQuery(new URLSearchParams(search))
const aQuery = (overrides: Partial<ListingQuery> = {}): ListingQuery => ({ ...parse(''), ...overrides })

test('an empty query is the popular first page without filters', () => {
  expect(parse('')).toEqual({
    ordering: 'popular',
    sizes: [],
    colors: [],
    brands: [],
    priceMin: undefined,
    priceMax: undefined,
    inStock: false,
    page: 1,
  })
})

test('every filter, the sort and the page are read', () => {
  expect(
    parse(
      'ordering=-price&size=M&size=L&color=Red&brand=Kedr&price_min=100&price_max=2500.5&in_stock=1&page=3',
    ),
  ).toEqual({
    ordering: '-price',
    sizes: ['M', 'L'],
    colors: ['Red'],
    brands: ['Kedr'],
    priceMin: '100',
    priceMax: '2500.5',
    inStock: true,
    page: 3,
  })
})

test.each<[string, Partial<ListingQuery>]>([
  ['ordering=name', { ordering: 'popular' }],
  ['ordering=', { ordering: 'popular' }],
  ['page=0', { page: 1 }],
  ['page=-2', { page: 1 }],
  ['page=2.5', { page: 1 }],
  ['page=abc', { page: 1 }],
  ['page=123456', { page: 1 }],
  ['price_min=-5', { priceMin: undefined }],
  ['price_min=abc', { priceMin: undefined }],
  ['price_max=1e9', { priceMax: undefined }],
  ['price_max=10.999', { priceMax: undefined }],
  ['price_min=', { priceMin: undefined }],
  ['in_stock=no', { inStock: false }],
  ['in_stock=', { inStock: false }],
])('a bad value is ignored: %s', (search, expected) => {
  expect(parse(search)).toEqual(aQuery(expected))
})

test('amounts typed with spaces or a decimal comma are understood', () => {
  expect(parse('price_min=1 500&price_max=2500,50')).toMatchObject({ priceMin: '1500', priceMax: '2500.50' })
})

test('filter values are trimmed, deduplicated, and blank or overlong ones dropped', () => {
  expect(parse(`size=%20M%20&size=M&size=&size=${'x'.repeat(101)}`).sizes).toEqual(['M'])
})

test('at most 50 values per filter are kept', () => {
  const search = Array.from({ length: 60 }, (_, i) => `brand=b${i}`).join('&')
  expect(parse(search).brands).toHaveLength(50)
})

test('sort and page are not filters; everything else is', () => {
  expect(hasFilters(aQuery({ ordering: 'price', page: 4 }))).toBe(false)
  expect(hasFilters(aQuery({ sizes: ['M'] }))).toBe(true)
  expect(hasFilters(aQuery({ priceMax: '10' }))).toBe(true)
  expect(hasFilters(aQuery({ inStock: true }))).toBe(true)
})

test('the search string leaves out defaults and keeps a stable order', () => {
  expect(listingSearch(aQuery())).toBe('')
  expect(listingSearch(aQuery({ page: 2, sizes: ['M', 'L'], ordering: 'price', inStock: true }))).toBe(
    '?ordering=price&size=M&size=L&in_stock=1&page=2',
  )
})

test('parsing the search string gives the same query back', () => {
  const query = aQuery({ colors: ['Зелёный', 'A&B'], priceMin: '10.5', page: 7, ordering: '-price' })
  expect(parse(listingSearch(query))).toEqual(query)
})

test('the API query carries the scope, the choices and the page size; popular sends no ordering', () => {
  expect(toProductListQuery(aQuery({ sizes: ['M'], page: 2 }), { category: 'jackets' })).toEqual({
    category: 'jackets',
    ordering: undefined,
    size: ['M'],
    color: [],
    brand: [],
    price_min: undefined,
    price_max: undefined,
    in_stock: false,
    page: 2,
    page_size: LISTING_PAGE_SIZE,
  })
  expect(toProductListQuery(aQuery({ ordering: 'price' }), { search: 'tent' })).toMatchObject({
    search: 'tent',
    ordering: 'price',
  })
})

test('filter parameters leave out the sort and the page', () => {
  expect(
    filterParams(aQuery({ ordering: 'price', page: 3, brands: ['Kedr'], priceMax: '99', inStock: true })),
  ).toEqual([
    ['brand', 'Kedr'],
    ['price_max', '99'],
    ['in_stock', '1'],
  ])
})

test('resetting drops the filters and the page but keeps the sort', () => {
  expect(withoutFilters(aQuery({ ordering: '-price', page: 3, sizes: ['M'], inStock: true }))).toEqual(
    aQuery({ ordering: '-price' }),
  )
})

test('the phone\'s "Filters (N)" counts each chosen value, each price bound and "in stock"', () => {
  expect(activeFilterCount(parse(''))).toBe(0)
  expect(activeFilterCount(parse('ordering=price&page=2'))).toBe(0)
  expect(activeFilterCount(parse('size=M&size=L&color=red&price_min=100&in_stock=1'))).toBe(5)
  expect(activeFilterCount(parse('brand=Altai&price_max=5000'))).toBe(2)
})
