import type { CategoryNode } from '@vitrina/api-client'
import { expect, test } from 'vitest'
import { categoryOptions, readSearchLink } from './search-link.ts'

const node = (slug: string, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id: slug.length,
  slug,
  name,
  image: null,
  share_path: null,
  parent: null,
  children,
})
const TREE = [node('clothes', 'Одежда', [node('jackets', 'Куртки')]), node('tents', 'Палатки')]
const OPTIONS = categoryOptions(TREE)
const read = (query: string) => readSearchLink(new URLSearchParams(query), OPTIONS)

test('categories are offered with their full path and name chain', () => {
  expect(OPTIONS).toEqual([
    { value: '/catalog/clothes/', label: 'Одежда' },
    { value: '/catalog/clothes/jackets/', label: 'Одежда › Куртки' },
    { value: '/catalog/tents/', label: 'Палатки' },
  ])
})

test('search words give the canonical search page of those words', () => {
  expect(read('q=  trekking   poles ')).toMatchObject({
    state: 'ready',
    path: '/catalog/search/trekking%20poles/',
  })
  expect(read('')).toMatchObject({ state: 'empty' })
})

test('a category with sort and filters gives its listing URL in the catalogue’s own stable order', () => {
  expect(
    read('q=&category=/catalog/clothes/jackets/&ordering=-price&price_max=5 000&price_min=1000&in_stock=1'),
  ).toEqual(
    expect.objectContaining({
      state: 'ready',
      path: '/catalog/clothes/jackets/?ordering=-price&price_min=1000&price_max=5000&in_stock=1',
    }),
  )
  expect(read('category=/catalog/tents/&ordering=popular')).toMatchObject({ path: '/catalog/tents/' })
})

test('what cannot be linked is refused with a reason, keeping what was typed', () => {
  expect(read('q=tent&category=/catalog/tents/')).toMatchObject({
    state: 'invalid',
    error: 'choose_one',
    form: { q: 'tent' },
  })
  expect(read('q=tent&in_stock=1')).toMatchObject({ error: 'filters_need_category' })
  expect(read('q=&category=')).toMatchObject({ error: 'nothing' })
  expect(read('category=/catalog/secret/')).toMatchObject({ error: 'unknown_category' })
  expect(read('category=/catalog/tents/&price_min=9000&price_max=100')).toMatchObject({
    error: 'price_range',
  })
  expect(read('category=/catalog/tents/&price_min=abc')).toMatchObject({
    error: 'price_range',
    form: { priceMin: 'abc' },
  })
})
