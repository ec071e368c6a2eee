import { remixCookieValue } from '../fixtures/account.ts'
import { OUTDOOR, TRAVEL } from '../fixtures/hosts.ts'
import { expect, test } from '../fixtures/test.ts'
import { API_PORT } from '../playwright.config.ts'

/**
 * Company settings of spec §3 that change what the shopper sees (issue 10). The demo tenants set them
 * differently: outdoor shows listing ratings, the delivery caption, pickup outlets and the large catalogue;
 * travel hides ratings and pickup and uses the small catalogue. Each test first checks through the API that
 * the data to show is there, so an absent block means the setting, not missing data.
 */
const API = `http://localhost:${API_PORT}`

async function api<T>(company: number, path: string): Promise<T> {
  const response = await fetch(`${API}${path}`, { headers: { 'X-QA-Company': String(company) } })
  expect(response.ok, `${path}: ${response.status}`).toBe(true)
  return (await response.json()) as T
}

type Card = { id: number; slug: string; kind: string; reviews_count: number }

test.beforeEach(async ({ context }) => {
  const urls = [OUTDOOR, TRAVEL]
  await context.addCookies(urls.map((url) => ({ name: 'locale', value: remixCookieValue('en'), url })))
})

test('listing cards show ratings on outdoor and hide them on travel (is_listing_reviews_hidden)', async ({
  page,
}) => {
  const luggage = await api<{ results: Card[] }>(2, '/api/products/?category=luggage&page_size=24')
  expect(
    luggage.results.some((card) => card.reviews_count > 0),
    'travel luggage with reviews',
  ).toBe(true)
  await page.goto(`${TRAVEL}/catalog/luggage/`)
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('main').getByText(/^Rating .+ of 5/)).toHaveCount(0)

  const clothes = await api<{ results: Card[] }>(1, '/api/products/?category=clothes&page_size=24')
  expect(
    clothes.results.some((card) => card.reviews_count > 0),
    'outdoor clothes with reviews',
  ).toBe(true)
  await page.goto(`${OUTDOOR}/catalog/clothes/`)
  await expect(
    page
      .getByRole('main')
      .getByText(/^Rating .+ of 5/)
      .first(),
  ).toBeVisible()
})

test('the product page: delivery caption and pickup outlets on outdoor, no outlets on travel', async ({
  page,
}) => {
  const goods = await api<{ results: Card[] }>(1, '/api/products/?in_stock=true&page_size=10')
  const product = goods.results.find((card) => card.kind === 'product')
  expect(product, 'an outdoor product in stock').toBeTruthy()
  await page.goto(`${OUTDOOR}/catalog/products/${product?.slug}/`)
  await expect(page.getByText('Delivery available')).toBeVisible()
  const outdoorOutlets = await api<unknown[]>(1, `/api/products/${product?.id}/availability/`)
  if (outdoorOutlets.length > 0) {
    await expect(page.getByRole('heading', { name: 'Availability in shops' })).toBeVisible()
  }

  const travelGoods = await api<{ results: Card[] }>(2, '/api/products/?page_size=10')
  const suitcase = travelGoods.results[0]
  const travelOutlets = await api<unknown[]>(2, `/api/products/${suitcase?.id}/availability/`)
  expect(travelOutlets.length, 'travel offices holding the suitcase').toBeGreaterThan(0)
  await page.goto(`${TRAVEL}/catalog/products/${suitcase?.slug}/`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Availability in/ })).toHaveCount(0)
  await expect(page.getByText('Delivery available')).toHaveCount(0)
})

test('the catalogue: pictures with the large template (outdoor), text only with the small one (travel)', async ({
  page,
}) => {
  const categories = await api<{ image: string | null }[]>(2, '/api/categories/')
  expect(
    categories.some((category) => category.image),
    'travel categories with pictures',
  ).toBe(true)
  const tree = (p: typeof page) => p.getByRole('navigation', { name: 'Categories' })
  await page.goto(`${OUTDOOR}/catalog/`)
  await expect(tree(page).locator('h2 img').first()).toBeVisible()
  await page.goto(`${TRAVEL}/catalog/`)
  await expect(tree(page).getByRole('heading').first()).toBeVisible()
  await expect(tree(page).locator('img')).toHaveCount(0)
})

/** An outdoor product in stock, for the product-page settings. */
async function outdoorProduct(): Promise<Card & { id: number }> {
  const goods = await api<{ results: (Card & { id: number })[] }>(
    1,
    '/api/products/?in_stock=true&page_size=10',
  )
  const product = goods.results.find((card) => card.kind === 'product')
  expect(product, 'an outdoor product in stock').toBeTruthy()
  return product as Card & { id: number }
}

test('fast order: "Buy now" goes to the one-item checkout on outdoor; travel hides it (is_fast_order_hidden)', async ({
  page,
}) => {
  const product = await outdoorProduct()
  await page.goto(`${OUTDOOR}/catalog/products/${product.slug}/`)
  const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false })
  if ((await sizes.count()) > 0) await sizes.first().check()
  await page.getByRole('button', { name: 'Buy now' }).click()
  await expect(page).toHaveURL(new RegExp(`/cart/direct/\\?product=${product.id}&sku=\\d+`))
  await expect(page.getByRole('heading', { level: 1, name: 'Buy now' })).toBeVisible()

  const travelGoods = await api<{ results: (Card & { id: number })[] }>(2, '/api/products/?page_size=10')
  const suitcase = travelGoods.results[0]
  await page.goto(`${TRAVEL}/catalog/products/${suitcase?.slug}/`)
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Buy now' })).toHaveCount(0)
  const direct = await page.goto(`${TRAVEL}/cart/direct/?product=${suitcase?.id}`)
  expect(direct?.status()).toBe(404)
})

test('category titles follow seo_category_name on outdoor; travel keeps "{category} — {brand}"', async ({
  page,
}) => {
  await page.goto(`${OUTDOOR}/catalog/clothes/`)
  await expect(page).toHaveTitle(/^\S.* — купить в интернет-магазине «Тропа»$/)
  await page.goto(`${TRAVEL}/catalog/luggage/`)
  await expect(page).toHaveTitle(/^\S.* — Wayfarer Travel$/)
})

test('images: 3:4 fitted on outdoor, 1:1 filled on travel (product_image_ratio[_listing], is_product_image_cover)', async ({
  page,
}) => {
  const frameOf = async (image: ReturnType<typeof page.locator>) => {
    await expect(image).toBeVisible()
    return image.evaluate((img) => {
      const frame = (img.parentElement as HTMLElement).getBoundingClientRect()
      return { ratio: frame.width / frame.height, fit: getComputedStyle(img).objectFit }
    })
  }
  const product = await outdoorProduct()
  await page.goto(`${OUTDOOR}/catalog/products/${product.slug}/`)
  const outdoorMain = await frameOf(page.getByRole('main').locator('img').first())
  expect(outdoorMain.ratio).toBeCloseTo(3 / 4, 1)
  expect(outdoorMain.fit).toBe('contain')
  await page.goto(`${OUTDOOR}/catalog/clothes/`)
  const outdoorCard = await frameOf(page.getByRole('main').getByRole('article').first().locator('img'))
  expect(outdoorCard.ratio).toBeCloseTo(3 / 4, 1)
  expect(outdoorCard.fit).toBe('contain')

  const goods = await api<{ results: Card[] }>(2, '/api/products/?page_size=10')
  await page.goto(`${TRAVEL}/catalog/products/${goods.results[0]?.slug}/`)
  const travelMain = await frameOf(page.getByRole('main').locator('img').first())
  expect(travelMain.ratio).toBeCloseTo(1, 1)
  expect(travelMain.fit).toBe('cover')
  await page.goto(`${TRAVEL}/catalog/luggage/`)
  const travelCard = await frameOf(page.getByRole('main').getByRole('article').first().locator('img'))
  expect(travelCard.ratio).toBeCloseTo(1, 1)
  expect(travelCard.fit).toBe('cover')
})

test('outlet_name names the contacts page’s outlets: shops on outdoor, offices on travel', async ({
  page,
}) => {
  await page.goto(`${OUTDOOR}/contacts/`)
  await expect(page.getByRole('heading', { name: 'Our shops' })).toBeVisible()
  await page.goto(`${TRAVEL}/contacts/`)
  await expect(page.getByRole('heading', { name: 'Our offices' })).toBeVisible()
})

test('the footer origin line: hidden on outdoor (footer.is_origin_hidden), shown on travel', async ({
  page,
}) => {
  await page.goto(`${OUTDOOR}/`)
  await expect(page.getByRole('contentinfo')).toContainText('© ')
  await expect(page.getByRole('contentinfo')).not.toContainText('Powered by Vitrina')
  await page.goto(`${TRAVEL}/`)
  await expect(page.getByRole('contentinfo')).toContainText('Powered by Vitrina')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('"Buy now" posts the chosen size and lands on the one-item checkout', async ({ page }) => {
    const product = await outdoorProduct()
    await page.goto(`${OUTDOOR}/catalog/products/${product.slug}/`)
    const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false })
    if ((await sizes.count()) > 0) await sizes.first().check()
    await page.getByRole('button', { name: 'Buy now' }).click()
    await expect(page).toHaveURL(/\/cart\/direct\/\?product=\d+&sku=\d+/)
    await expect(page.getByRole('heading', { level: 1, name: 'Buy now' })).toBeVisible()
  })
})
