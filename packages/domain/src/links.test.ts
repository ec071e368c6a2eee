import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  type CatalogItem,
  catalogPath,
  collapseCatalogPath,
  isExternalHref,
  MENU_ITEM_TYPES,
  menuLink,
  withTrailingSlash,
} from './links.ts'

test.each([
  [{ type: 'PRODUCT_CATEGORY', slug: 'shoes' }, '/catalog/shoes/'],
  [{ type: 'PRODUCT_CATEGORY', slug: ' /shoes/ ', value: '12' }, '/catalog/shoes/'],
  [{ type: 'PRODUCT_CATEGORY', slug: 'catalog/shoes' }, '/catalog/shoes/'],
  [{ type: 'PRODUCT_CATEGORY', value: 'shoes' }, ''],
  [{ type: 'PRODUCT_CATEGORY', slug: null }, ''],
  [{ type: 'PRODUCT_CATEGORY', slug: '  ' }, ''],
  [{ type: 'PRODUCT', value: '123' }, '/catalog/products/123/'],
  [{ type: 'PRODUCT', value: 'red-boots', slug: 'ignored' }, '/catalog/products/red-boots/'],
  [{ type: 'PRODUCT', slug: 'red-boots' }, ''],
  [{ type: 'PROMOTION', slug: 'black-friday' }, '/promotions/black-friday/'],
  [{ type: 'PROMOTION', value: 'black-friday' }, ''],
  [{ type: 'LINK', value: '/about' }, '/about/'],
  [{ type: 'LINK', value: '/about/' }, '/about/'],
  [{ type: 'LINK', value: ' /sale?utm=menu ' }, '/sale/?utm=menu'],
  [{ type: 'LINK', value: 'https://example.com/page' }, 'https://example.com/page'],
  [{ type: 'LINK', value: 'HTTP://example.com' }, 'HTTP://example.com'],
  [{ type: 'LINK', value: 'mailto:shop@example.com' }, 'mailto:shop@example.com'],
  [{ type: 'LINK', value: 'tel:+78005553535' }, 'tel:+78005553535'],
  [{ type: 'LINK', value: 'tg://resolve?domain=shop' }, 'tg://resolve?domain=shop'],
  [{ type: 'LINK', value: '//cdn.example.com/file' }, '//cdn.example.com/file'],
  [{ type: 'LINK', value: 'javascript:alert(1)' }, ''],
  [{ type: 'LINK', value: ' JaVaScRiPt:alert(1)' }, ''],
  [{ type: 'LINK', value: 'data:text/html,<script>' }, ''],
  [{ type: 'LINK', value: '' }, ''],
  [{ type: 'LINK' }, ''],
  [{ type: 'link', value: '/about' }, ''],
  [{ type: 'BANNER', value: '/about', slug: 'about' }, ''],
  [{ type: '', value: '/about' }, ''],
])('menuLink(%j) is %j', (item, href) => {
  expect(menuLink(item)).toBe(href)
})

test('every menu item type gives a link when it has its slug and value', () => {
  for (const type of MENU_ITEM_TYPES) expect(menuLink({ type, slug: 'x', value: '/x' })).not.toBe('')
})

test.each([
  ['/a', '/a/'],
  ['/a/', '/a/'],
  ['/a/b', '/a/b/'],
  ['/a?x=1', '/a/?x=1'],
  ['/a/?x=1', '/a/?x=1'],
  ['/a#top', '/a/#top'],
  ['/a?x=1#top', '/a/?x=1#top'],
  ['/a?next=/b#c', '/a/?next=/b#c'],
  ['/a#x?y', '/a/#x?y'],
  ['/', '/'],
  ['', ''],
  ['?page=2', '?page=2'],
  ['#top', '#top'],
  ['about', 'about/'],
  ['https://example.com', 'https://example.com'],
  ['https://example.com/a?x=1', 'https://example.com/a?x=1'],
  ['http://example.com/a', 'http://example.com/a'],
  ['HTTPS://EXAMPLE.COM/A', 'HTTPS://EXAMPLE.COM/A'],
  ['mailto:a@b.ru', 'mailto:a@b.ru'],
  ['tel:+79123456789', 'tel:+79123456789'],
])('withTrailingSlash(%j) is %j', (href, result) => {
  expect(withTrailingSlash(href)).toBe(result)
})

const pathChars = fc.string({ unit: fc.constantFrom(...'ab/?#:.x1 '), maxLength: 20 })

test('withTrailingSlash is idempotent', () => {
  fc.assert(
    fc.property(fc.oneof(pathChars, fc.string()), (href) => {
      expect(withTrailingSlash(withTrailingSlash(href))).toBe(withTrailingSlash(href))
    }),
  )
})

const splitAtQuery = (href: string): [string, string] => {
  const end = href.search(/[?#]/)
  return end === -1 ? [href, ''] : [href.slice(0, end), href.slice(end)]
}

test('withTrailingSlash only ends the path part with one slash, keeping the query and hash', () => {
  fc.assert(
    fc.property(pathChars, (href) => {
      const [path, rest] = splitAtQuery(href)
      const [resultPath, resultRest] = splitAtQuery(withTrailingSlash(href))
      expect(resultRest).toBe(rest)
      expect([path, `${path}/`]).toContain(resultPath)
      if (path !== '') expect(resultPath.endsWith('/')).toBe(true)
    }),
  )
})

test.each([
  ['http://a.ru', true],
  ['https://a.ru', true],
  ['HtTpS://a.ru', true],
  ['mailto:a@b.ru', true],
  ['MAILTO:a@b.ru', true],
  ['tel:+7', true],
  ['TEL:+7', true],
  ['http:/a.ru', false],
  ['httpx://a.ru', false],
  ['/http://a.ru', false],
  ['//a.ru', false],
  ['ftp://a.ru', false],
  ['/catalog/', false],
  ['', false],
  ['telegram', false],
])('isExternalHref(%j) is %s', (href, external) => {
  expect(isExternalHref(href)).toBe(external)
})

test.each([
  ['/catalog/catalog/shoes/', '/catalog/shoes/'],
  ['/catalog/catalog/catalog/shoes/', '/catalog/shoes/'],
  ['catalog/catalog/shoes', 'catalog/shoes'],
  ['/catalog/catalog', '/catalog'],
  ['/catalog/catalog/', '/catalog/'],
  ['/catalog/shoes/catalog/catalog/', '/catalog/shoes/catalog/'],
  ['/catalog/catalog/a/catalog/catalog/b/', '/catalog/a/catalog/b/'],
  ['/catalog/shoes/', '/catalog/shoes/'],
  ['/catalog/catalogue/', '/catalog/catalogue/'],
  ['/mycatalog/catalog/', '/mycatalog/catalog/'],
  ['/catalog/catalog?from=/catalog/catalog/', '/catalog?from=/catalog/catalog/'],
  ['/catalog/catalog#catalog/catalog', '/catalog#catalog/catalog'],
  ['', ''],
])('collapseCatalogPath(%j) is %j', (path, result) => {
  expect(collapseCatalogPath(path)).toBe(result)
})

const segments = fc
  .array(fc.constantFrom('catalog', 'catalog', 'shoes', 'catalogue', '', 'x?y', 'catalog#'), { maxLength: 8 })
  .map((parts) => parts.join('/'))

test('collapseCatalogPath is idempotent and leaves no repeated catalog segment in the path', () => {
  fc.assert(
    fc.property(fc.oneof(segments, fc.string()), (path) => {
      const once = collapseCatalogPath(path)
      expect(collapseCatalogPath(once)).toBe(once)
      expect(`/${once.split(/[?#]/)[0]}/`).not.toContain('/catalog/catalog/')
    }),
  )
})

const shoes: CatalogItem = { slug: 'shoes' }
const men: CatalogItem = { slug: 'men', parent: shoes }
const boots: CatalogItem = { slug: 'boots', bread_crumbs: { parent: men } }

test.each<[string, CatalogItem, string]>([
  ['a root category', shoes, '/catalog/shoes/'],
  ['a child by parent', men, '/catalog/shoes/men/'],
  ['a grandchild by bread crumbs', boots, '/catalog/shoes/men/boots/'],
  [
    'parent preferred over bread crumbs',
    { slug: 'c', parent: { slug: 'p' }, bread_crumbs: { parent: { slug: 'q' } } },
    '/catalog/p/c/',
  ],
  ['null parent and crumbs', { slug: 'c', parent: null, bread_crumbs: null }, '/catalog/c/'],
  ['crumbs without a parent', { slug: 'c', bread_crumbs: {} }, '/catalog/c/'],
  [
    'a blank slug in the chain is skipped',
    { slug: 'c', parent: { slug: ' ', parent: shoes } },
    '/catalog/shoes/c/',
  ],
  ['an item with a blank slug', { slug: '' }, '/catalog/'],
  ['a root category named catalog', { slug: 'x', parent: { slug: 'catalog' } }, '/catalog/x/'],
  [
    'share_path wins',
    { slug: 'boots', share_path: '/catalog/boots-all/', parent: men },
    '/catalog/boots-all/',
  ],
  ['share_path gets its slashes', { slug: 'x', share_path: 'catalog/shoes' }, '/catalog/shoes/'],
  ['share_path is collapsed', { slug: 'x', share_path: '/catalog/catalog/shoes/' }, '/catalog/shoes/'],
  ['share_path with many leading slashes', { slug: 'x', share_path: '//catalog/x' }, '/catalog/x/'],
  ['share_path with a query', { slug: 'x', share_path: 'catalog/x?sort=price' }, '/catalog/x/?sort=price'],
  ['blank share_path is ignored', { slug: 'x', share_path: '  ', parent: shoes }, '/catalog/shoes/x/'],
  ['null share_path is ignored', { slug: 'x', share_path: null }, '/catalog/x/'],
])('catalogPath: %s', (_name, item, path) => {
  expect(catalogPath(item)).toBe(path)
})

test('a parent chain that comes back to a slug stops instead of looping', () => {
  const a: { slug: string; parent?: CatalogItem } = { slug: 'a' }
  const b: CatalogItem = { slug: 'b', parent: a }
  a.parent = b
  expect(catalogPath(a)).toBe('/catalog/b/a/')
  expect(catalogPath(b)).toBe('/catalog/a/b/')
  const self: { slug: string; bread_crumbs?: { parent: CatalogItem } } = { slug: 'self' }
  self.bread_crumbs = { parent: self }
  expect(catalogPath(self)).toBe('/catalog/self/')
})

test('catalogPath lists every slug of a chain root first, each once, with one trailing slash', () => {
  const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/).filter((s) => s !== 'catalog')
  fc.assert(
    fc.property(fc.uniqueArray(slug, { minLength: 1, maxLength: 6 }), fc.boolean(), (slugs, crumbs) => {
      let item: CatalogItem | undefined
      for (const s of slugs)
        item = crumbs
          ? { slug: s, bread_crumbs: { parent: item ?? null } }
          : { slug: s, parent: item ?? null }
      if (!item) throw new Error('unreachable: minLength is 1')
      expect(catalogPath(item)).toBe(`/catalog/${slugs.join('/')}/`)
    }),
  )
})
