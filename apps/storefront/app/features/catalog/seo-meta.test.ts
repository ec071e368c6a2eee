import { expect, test } from 'vitest'
import { categoryPageTitle, metaDescription, type PageSeo, pageTitle, seoMeta } from './seo-meta.ts'

const aSeo = (overrides: Partial<PageSeo> = {}): PageSeo => ({
  title: 'Jackets — Tropa',
  description: 'Warm jackets.',
  canonical: 'https://shop.example/catalog/jackets/',
  image: 'https://api.example/media/jackets.svg',
  siteName: 'Tropa',
  locale: 'ru',
  ...overrides,
})

test('an indexable page has title, description, canonical link and Open Graph tags', () => {
  expect(seoMeta(aSeo())).toEqual([
    { title: 'Jackets — Tropa' },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: 'Jackets — Tropa' },
    { property: 'og:site_name', content: 'Tropa' },
    { property: 'og:locale', content: 'ru_RU' },
    { name: 'description', content: 'Warm jackets.' },
    { property: 'og:description', content: 'Warm jackets.' },
    { tagName: 'link', rel: 'canonical', href: 'https://shop.example/catalog/jackets/' },
    { property: 'og:url', content: 'https://shop.example/catalog/jackets/' },
    { property: 'og:image', content: 'https://api.example/media/jackets.svg' },
  ])
})

test('a page kept out of the index says noindex and has no canonical link', () => {
  const tags = seoMeta(aSeo({ canonical: null, noindex: true, image: null, description: '', locale: 'en' }))
  expect(tags).toContainEqual({ name: 'robots', content: 'noindex, follow' })
  expect(tags).toContainEqual({ property: 'og:locale', content: 'en_US' })
  const text = JSON.stringify(tags)
  expect(text).not.toContain('canonical')
  expect(text).not.toContain('description')
  expect(text).not.toContain('og:image')
})

test('the title puts the page before the company, and the company alone needs no dash', () => {
  expect(pageTitle('Jackets', 'Tropa')).toBe('Jackets — Tropa')
  expect(pageTitle('', 'Tropa')).toBe('Tropa')
  expect(pageTitle('Tropa', 'Tropa')).toBe('Tropa')
})

test('a description joins its parts and is cut at a word to 160 characters', () => {
  expect(metaDescription(' Jackets: 28 products. ', '', 'Gear for hikes.')).toBe(
    'Jackets: 28 products. Gear for hikes.',
  )
  const long = metaDescription('word '.repeat(60))
  expect(long.length).toBeLessThanOrEqual(160)
  expect(long.endsWith('word…')).toBe(true)
})

test('a category title follows the company’s seo_category_name template, else the usual title', () => {
  expect(categoryPageTitle('Куртки', 'Тропа', '{name} — купить в магазине «Тропа»')).toBe(
    'Куртки — купить в магазине «Тропа»',
  )
  expect(categoryPageTitle('Куртки', 'Тропа', 'в наличии')).toBe('Куртки в наличии')
  expect(categoryPageTitle('Tours', 'Wayfarer Travel', null)).toBe('Tours — Wayfarer Travel')
  expect(categoryPageTitle('Tours', 'Wayfarer Travel', '  ')).toBe('Tours — Wayfarer Travel')
})
