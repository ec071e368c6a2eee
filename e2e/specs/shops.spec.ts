import type { Locator, Page } from '@playwright/test'
import { signIn, useEnglish } from '../fixtures/account.ts'
import {
  fillCart,
  fillCustomer,
  ORDER_PAGE,
  openCheckout,
  ordersOf,
  payAndPlace,
} from '../fixtures/checkout.ts'
import { OUTDOOR, TRAVEL } from '../fixtures/hosts.ts'
import { waitForHydration } from '../fixtures/hydration.ts'
import { expect, test } from '../fixtures/test.ts'
import { API_PORT } from '../playwright.config.ts'

/**
 * The outlet finder and the maps (issue 15), against the local ymaps3 stand-in the storefront serves in e2e
 * (VITRINA_MAPS_STAND_IN=1): the real map module loads it on demand, draws pins and answers clicks.
 */
test.describe.configure({ timeout: 90_000 })

const API = `http://localhost:${API_PORT}`
// A few steps from the Tverskaya shop (55.7579, 37.6133).
const NEAR_TVERSKAYA = { latitude: 55.7583, longitude: 37.6128 }
const PHONES = { courierMap: '+71116661501' }

/** Where a coordinate is on the stand-in map, from the bounds it publishes (Web Mercator, like the real one). */
async function pixelOf(map: Locator, lat: number, lon: number): Promise<{ x: number; y: number }> {
  const bounds = JSON.parse((await map.getAttribute('data-bounds')) ?? 'null') as [
    [number, number],
    [number, number],
  ]
  const box = await map.boundingBox()
  if (!box) throw new Error('the map has no box')
  const y = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360))
  const [[west, north], [east, south]] = bounds
  return {
    x: ((lon - west) / (east - west)) * box.width,
    y: ((y(north) - y(lat)) / (y(north) - y(south))) * box.height,
  }
}

const map = (page: Page) => page.locator('[data-ymaps3-stand-in]')

// The interface in English (the outdoor shop's data stays Russian), like the other journeys.
test.beforeEach(async ({ context }) => {
  await useEnglish(context)
})

test.describe('with the position allowed', () => {
  test.use({ geolocation: NEAR_TVERSKAYA, permissions: ['geolocation'] })

  test('find the nearest shop by position, see it on the map and in the list, open its page, build a route', async ({
    page,
  }) => {
    await page.goto(`${OUTDOOR}/shops/`)
    await expect(page).toHaveURL(`${OUTDOOR}/shops/moscow/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our shops in Moscow')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Nearest to me' }).click()
    await expect(page).toHaveURL(/\/shops\/moscow\/\?.*lat=55\.758/)
    const list = page.getByTestId('outlet-list')
    const first = list.getByRole('listitem').first()
    await expect(first.getByRole('heading')).toHaveText('Магазин «Тверская»')
    // Metres away (spec §9: under 1 km in metres).
    await expect(first.locator('[data-distance]')).toHaveText(/^\d+\s?m$/)
    await expect(first.getByRole('link', { name: /Build a route/ })).toHaveAttribute(
      'href',
      /^https:\/\/yandex\.ru\/maps\/\?rtext=55\.7583%2C37\.6128~55\.7579%2C37\.6133&rtt=auto$/,
    )

    await page.getByRole('link', { name: 'On the map' }).click()
    await expect(page).toHaveURL(/view=map/)
    await expect(map(page)).toBeVisible()
    const pin = page.getByRole('button', { name: /Магазин «Тверская»/ })
    await expect(pin).toBeVisible()
    // The shopper's own position has its pin too.
    await expect(page.getByRole('img', { name: 'You are here' })).toBeVisible()
    await pin.click()
    const chosen = page.getByRole('region', { name: 'Chosen shop' })
    await expect(chosen.getByRole('heading')).toHaveText('Магазин «Тверская»')

    await chosen.getByRole('link', { name: 'Магазин «Тверская»' }).click()
    await expect(page).toHaveURL(/\/shops\/moscow\/\d+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Магазин «Тверская»')
    await expect(page.getByRole('main').getByText('ул. Тверская, 7', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /^\+7495/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /Build a route/ })).toHaveAttribute(
      'href',
      /rtext=~55\.7579%2C37\.6133/,
    )
    // The map of the outlet (one pin) and what is on its shelves.
    await expect(map(page)).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'In stock here' }).getByRole('listitem').first(),
    ).toBeVisible()
  })
})

test.describe('the travel tenant, with the position allowed', () => {
  test.use({ geolocation: NEAR_TVERSKAYA, permissions: ['geolocation'] })

  test('find the nearest office by position, on the map and in the list, open its page, build a route', async ({
    page,
  }) => {
    await page.goto(`${TRAVEL}/shops/`)
    await expect(page).toHaveURL(`${TRAVEL}/shops/moscow/`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Moscow')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Nearest to me' }).click()
    await expect(page).toHaveURL(/\/shops\/moscow\/\?.*lat=55\.758/)
    const first = page.getByTestId('outlet-list').getByRole('listitem').first()
    await expect(first.getByRole('heading')).toHaveText('Tverskaya office')
    await expect(first.locator('[data-distance]')).toHaveText(/^\d+\s?m$/)
    await expect(first.getByRole('link', { name: /Build a route/ })).toHaveAttribute(
      'href',
      /^https:\/\/yandex\.ru\/maps\/\?rtext=55\.7583%2C37\.6128~55\.7579%2C37\.6133&rtt=auto$/,
    )

    await page.getByRole('link', { name: 'On the map' }).click()
    await expect(page).toHaveURL(/view=map/)
    await expect(map(page)).toBeVisible()
    await expect(page.getByRole('img', { name: 'You are here' })).toBeVisible()
    const pin = page.getByRole('button', { name: /Tverskaya office/ })
    await pin.click()
    const chosen = page.getByRole('region', { name: /^Chosen/ })
    await expect(chosen.getByRole('heading')).toHaveText('Tverskaya office')
    // Back to the list: the same nearest office first.
    await page.getByRole('link', { name: 'List' }).click()
    await expect(
      page.getByTestId('outlet-list').getByRole('listitem').first().getByRole('heading'),
    ).toHaveText('Tverskaya office')
    await page
      .getByTestId('outlet-list')
      .getByRole('listitem')
      .first()
      .getByRole('heading')
      .getByRole('link')
      .click()
    await expect(page).toHaveURL(/\/shops\/moscow\/\d+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tverskaya office')
    await expect(page.getByRole('main').getByText('Tverskaya St, 7', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /^\+7495/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /Build a route/ })).toHaveAttribute(
      'href',
      /rtext=~55\.7579%2C37\.6133/,
    )
    await expect(map(page)).toBeVisible()
  })
})

test('the position denied: the finder says so and the list stays', async ({ page, context }) => {
  await context.clearPermissions()
  await page.goto(`${OUTDOOR}/shops/moscow/`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Nearest to me' }).click()
  await expect(page.getByRole('alert')).toContainText(/Geolocation is denied|could not determine/)
  await expect(page.getByTestId('outlet-list').getByRole('listitem').first()).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the finder is a list even on the map tab; search, filters and nothing-found work as plain forms', async ({
    page,
  }) => {
    await page.goto(`${OUTDOOR}/shops/moscow/?view=map`)
    await expect(map(page)).toHaveCount(0)
    await expect(page.getByTestId('outlet-list').getByRole('listitem')).toHaveCount(2)
    await page.getByLabel('Search by address, street, city or mall').fill('Европейский')
    await page.getByRole('button', { name: 'Find' }).click()
    const list = page.getByTestId('outlet-list')
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(list.getByRole('heading')).toHaveText('Магазин «Европейский»')

    await page.goto(`${OUTDOOR}/shops/moscow/?q=${encodeURIComponent('нет такого места')}`)
    await expect(page.getByText('Unfortunately, nothing was found for your query')).toBeVisible()
    await expect(page.getByText('Check if you have spelled the address or the name correctly')).toBeVisible()

    // Another city, a service filter, and the outlet page with its hours.
    await page.goto(`${OUTDOOR}/shops/spb/?service=repair`)
    const repair = page.getByTestId('outlet-list').getByRole('listitem')
    await expect(repair).toHaveCount(1)
    await repair.getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(/\/shops\/spb\/\d+\/$/)
    await expect(page.getByRole('heading', { name: 'Address and hours' })).toBeVisible()
  })
})

test('checkout: the courier address is picked on the map and the order is placed', async ({
  page,
  context,
}) => {
  await signIn(context, PHONES.courierMap)
  await fillCart(PHONES.courierMap)
  // A house of the address service, to click on.
  const response = await fetch(`${API}/api/dadata/suggest/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-QA-Company': '1' },
    body: JSON.stringify({ name: 'address', query: 'Москва Тверская 7', count: 1 }),
  })
  const [house] = (await response.json()) as { data: { geo_lat: string; geo_lon: string; house: string } }[]
  expect(house?.data.house).toBe('7')
  await openCheckout(page, `${OUTDOOR}/cart/delivery/`)
  await fillCustomer(page)
  const courierMap = map(page)
  await expect(courierMap).toBeVisible()
  const point = await pixelOf(courierMap, Number(house?.data.geo_lat), Number(house?.data.geo_lon))
  await courierMap.click({ position: point })
  await expect(page.getByLabel('House')).toHaveValue('7')
  await expect(page.getByLabel('Street')).toHaveValue(/Тверская/)
  await expect(page.getByLabel('City')).toHaveValue('Москва')
  await page.getByLabel('Flat').fill('12')
  await payAndPlace(page, 'Card online')
  await expect(page).toHaveURL(ORDER_PAGE)
  const orders = await ordersOf(PHONES.courierMap)
  expect(orders[0]?.delivery_type).toBe('DELIVERY')
})
