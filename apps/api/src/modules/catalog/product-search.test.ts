import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'
import { searchWordsOf } from './product-search.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

type Page = { count: number; results: { name: string; slug: string }[]; suggestion: string | null }

const search = async (text: string, company = 1, extra = ''): Promise<Page> => {
  const response = await server.request(
    `/api/products/?search=${encodeURIComponent(text)}&page_size=100${extra}`,
    { company },
  )
  expect(response.status, `search "${text}" answered ${response.status}`).toBe(200)
  return response.json()
}

/** Every result's name contains one of the stems (case-insensitive). */
const allNamed = (page: Page, stems: string[]) =>
  page.results.every((p) => stems.some((stem) => p.name.toLowerCase().includes(stem)))

test.each([
  ['куртка', ['куртк', 'пуховик', 'ветровк']],
  ['рюкзак', ['рюкзак']],
  ['палатка', ['палатк']],
  ['ботинки', ['ботин']],
])('"%s" (a form not in every name) finds those products on the Russian shop', async (word, stems) => {
  const page = await search(word)
  expect(page.count).toBeGreaterThan(0)
  expect(allNamed(page, stems)).toBe(true)
  expect(page.suggestion).toBeNull()
})

test('other word forms find the same products as the dictionary form (stemming)', async () => {
  const base = await search('куртка')
  for (const form of ['куртки', 'куртку', 'курткой', 'Куртки'])
    expect((await search(form)).count).toBe(base.count)
  expect((await search('рюкзаки')).count).toBe((await search('рюкзак')).count)
})

test('English stemming on the English shop: "suitcases" finds what "suitcase" finds, all of them suitcases', async () => {
  // The travel tenant's catalogue sells travel goods (its tours and hotels are in the tours mode).
  const plural = await search('suitcases', 2)
  const singular = await search('suitcase', 2)
  expect(singular.count).toBeGreaterThan(0)
  expect(plural.count).toBe(singular.count)
  expect(allNamed(singular, ['suitcase', 'carry-on', 'cabin case'])).toBe(true)
  const guides = await search('guidebooks', 2)
  expect(guides.count).toBeGreaterThan(0)
  expect(allNamed(guides, ['guide'])).toBe(true)
})

test('the travel catalogue sells no tours or hotels as products, and Russian words find its goods', async () => {
  expect((await search('hotel', 2)).count).toBe(0)
  expect((await search('tour', 2)).count).toBe(0)
  // Russian names live in the keywords: "чемодан" on the English shop finds suitcases.
  const suitcases = await search('чемодан', 2)
  expect(suitcases.count).toBeGreaterThan(0)
  expect(allNamed(suitcases, ['suitcase', 'carry-on', 'cabin case'])).toBe(true)
})

test('"tent" and "jacket" find tents and jackets on the Russian shop (their English keywords)', async () => {
  const tents = await search('tent')
  expect(tents.count).toBeGreaterThan(0)
  expect(allNamed(tents, ['палатк'])).toBe(true)
  const jackets = await search('jackets')
  expect(jackets.count).toBeGreaterThan(0)
  expect(allNamed(jackets, ['куртк', 'пуховик', 'ветровк'])).toBe(true)
})

test('a prefix finds products as the shopper types (search-as-you-type)', async () => {
  const full = await search('палатка')
  const prefix = await search('пала')
  expect(prefix.count).toBeGreaterThanOrEqual(full.count)
  expect(allNamed(prefix, ['палат'])).toBe(true)
  expect((await search('рюкз')).count).toBe((await search('рюкзак')).count)
})

test('a typo still finds the products and suggests the right word', async () => {
  const right = await search('палатка')
  const typo = await search('палтка')
  expect(typo.count).toBeGreaterThan(0)
  expect(typo.results.map((p) => p.slug)).toEqual(expect.arrayContaining(right.results.map((p) => p.slug)))
  expect(typo.suggestion).toMatch(/^палатк/)
  expect((await search('рюкзк')).suggestion).toMatch(/^рюкзак/)
})

test('several words must all match; the most relevant come first', async () => {
  const both = await search('зимние ботинки')
  const boots = await search('ботинки')
  expect(both.count).toBeGreaterThan(0)
  expect(both.count).toBeLessThan(boots.count)
  expect(both.results.every((p) => /зимн/i.test(p.name))).toBe(true)
})

test('a word nobody sells finds nothing, with no suggestion to follow', async () => {
  const page = await search('экскаватор')
  expect(page.count).toBe(0)
  expect(page.suggestion).toBeNull()
  expect((await search('%%%')).count).toBe(0)
})

test('a search limited to a category keeps both conditions', async () => {
  const page = await search('куртка', 1, '&category=clothes-women')
  expect(page.count).toBeGreaterThan(0)
  expect(page.count).toBeLessThan((await search('куртка')).count)
})

test('query words are letters and digits only, so no tsquery syntax gets through', () => {
  expect(searchWordsOf("Куртка' & !рюкзак:* | (tent)")).toEqual(['куртка', 'рюкзак', 'tent'])
  expect(searchWordsOf('  ')).toEqual([])
})
