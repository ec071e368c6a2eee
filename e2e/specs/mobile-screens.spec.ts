import { signIn, useEnglish } from '../fixtures/account.ts'
import { OUTDOOR, TRAVEL } from '../fixtures/hosts.ts'
import { expect, test } from '../fixtures/test.ts'

// The mobile app's screens (spec §2: /m/profile, /screens/catalog, /screens/login, /screens/list), on a phone.
test.use({ viewport: { width: 375, height: 812 } })

const PHONES = { hub: '+71115559901', hubNoScript: '+71115559902' }

test('the phone account hub lists every account page and leads to them', async ({ page, context }) => {
  await signIn(context, PHONES.hub)
  await page.goto(`${OUTDOOR}/m/profile/`)
  const main = page.getByRole('main')
  for (const group of ['Orders', 'Bonuses and offers', 'Lists', 'Settings'])
    await expect(main.getByRole('navigation', { name: group })).toBeVisible()
  // A personal customer is not shown the business pages.
  await expect(main.getByRole('navigation', { name: 'For business' })).toHaveCount(0)
  await main.getByRole('link', { name: 'Important dates' }).click()
  await expect(page).toHaveURL(/\/my\/important-dates\/$/)
  await page.goBack()
  await main.getByRole('link', { name: 'Bonus balance' }).click()
  await expect(page).toHaveURL(/\/my\/balance-actions\/$/)
})

test('a guest opening the hub is asked to sign in and comes back to it', async ({ page, context }) => {
  await useEnglish(context)
  await page.goto(`${TRAVEL}/m/profile/`)
  await expect(page).toHaveURL(/\/login\/\?returnUrl=%2Fm%2Fprofile%2F/)
})

test('the app screens show the catalogue, sign-in and contacts', async ({ page, context }) => {
  await useEnglish(context)
  await page.goto(`${OUTDOOR}/screens/catalog/`)
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible()
  await page.goto(`${OUTDOOR}/screens/login/`)
  await expect(page.getByRole('main').getByLabel(/phone/i).first()).toBeVisible()
  await page.goto(`${TRAVEL}/screens/list/`)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the hub works and logs out with a plain form', async ({ page, context }) => {
    await signIn(context, PHONES.hubNoScript)
    await page.goto(`${OUTDOOR}/m/profile/`)
    await page.getByRole('main').getByRole('link', { name: 'Subscriptions' }).click()
    await expect(page).toHaveURL(/\/my\/subscriptions\/$/)
    await page.goto(`${OUTDOOR}/m/profile/`)
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click()
    await page.goto(`${OUTDOOR}/m/profile/`)
    await expect(page).toHaveURL(/\/login\//)
  })
})
