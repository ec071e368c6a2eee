import type { CategoryNode } from '@vitrina/api-client/schemas'
import { expect, test } from 'vitest'
import {
  breadcrumbListJsonLd,
  categoryCrumbs,
  categoryHref,
  categoryTree,
  childCategoryLinks,
  jsonLdText,
  pickCategories,
} from './category-links.ts'

const aNode = (
  id: number,
  slug: string,
  children: CategoryNode[] = [],
  share_path: string | null = null,
) => ({
  id,
  name: slug.toUpperCase(),
  slug,
  image: null,
  share_path,
  parent: null,
  children,
})

const tree = categoryTree([
  aNode(1, 'clothes', [aNode(2, 'men', [aNode(3, 'jackets', [aNode(4, 'down')])])]),
  aNode(5, 'shoes', [], 'catalog/catalog/footwear'),
])

test('tree links are built from the slugs, root first, with a trailing slash', () => {
  expect(tree[0]?.href).toBe('/catalog/clothes/')
  expect(tree[0]?.children[0]?.children[0]?.href).toBe('/catalog/clothes/men/jackets/')
  expect(tree[0]?.children[0]?.children[0]?.children[0]?.href).toBe('/catalog/clothes/men/jackets/down/')
})

test("a category's share path wins over its slugs", () => {
  expect(tree[1]?.href).toBe('/catalog/footwear/')
})

test('categories are picked by id at any depth, in the order asked, unknown ids skipped', () => {
  expect(pickCategories(tree, [4, 99, 1]).map((c) => c.href)).toEqual([
    '/catalog/clothes/men/jackets/down/',
    '/catalog/clothes/',
  ])
})

const jackets = {
  id: 3,
  name: 'Jackets',
  slug: 'jackets',
  share_path: null,
  bread_crumbs: [
    { id: 1, name: 'Clothes', slug: 'clothes' },
    { id: 2, name: 'Men', slug: 'men' },
    { id: 3, name: 'Jackets', slug: 'jackets' },
  ],
  children: [{ id: 4, name: 'Down', slug: 'down', image: null }],
}

test('crumbs run from the root to the category, each linking to its own path', () => {
  expect(categoryCrumbs(jackets)).toEqual([
    { name: 'Clothes', href: '/catalog/clothes/' },
    { name: 'Men', href: '/catalog/clothes/men/' },
    { name: 'Jackets', href: '/catalog/clothes/men/jackets/' },
  ])
})

test('crumbs without the category itself still end with it, once', () => {
  const withoutSelf = { ...jackets, bread_crumbs: jackets.bread_crumbs.slice(0, 2) }
  expect(categoryCrumbs(withoutSelf)).toEqual(categoryCrumbs(jackets))
})

test('a root category has itself as the only crumb', () => {
  const root = { id: 1, name: 'Clothes', slug: 'clothes', share_path: null, bread_crumbs: [] }
  expect(categoryCrumbs(root)).toEqual([{ name: 'Clothes', href: '/catalog/clothes/' }])
})

test('the category and its children link below its full path', () => {
  expect(categoryHref(jackets)).toBe('/catalog/clothes/men/jackets/')
  expect(childCategoryLinks(jackets)).toEqual([
    { id: 4, name: 'Down', href: '/catalog/clothes/men/jackets/down/', image: null },
  ])
})

test('the breadcrumb list numbers the crumbs from 1 with absolute URLs', () => {
  expect(breadcrumbListJsonLd(categoryCrumbs(jackets).slice(0, 2), 'https://shop.example')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Clothes', item: 'https://shop.example/catalog/clothes/' },
      { '@type': 'ListItem', position: 2, name: 'Men', item: 'https://shop.example/catalog/clothes/men/' },
    ],
  })
})

test('JSON-LD text cannot close its script element', () => {
  const text = jsonLdText({ name: '</script><script>alert(1)</script>' })
  expect(text).not.toContain('</script>')
  expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
})
