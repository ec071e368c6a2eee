import { useEnglish } from '../fixtures/account.ts'
import { OUTDOOR } from '../fixtures/hosts.ts'
import { expect, test } from '../fixtures/test.ts'

/** /helpers/search-link (decision 021): a GET form that answers the canonical link of a search or a category. */
test.beforeEach(async ({ context }) => {
  await useEnglish(context)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('search words make the search page link; a category with filters its listing link, which opens', async ({
    page,
  }) => {
    await page.goto(`${OUTDOOR}/helpers/search-link/`)
    await expect(page.getByRole('heading', { level: 1, name: 'Search link' })).toBeVisible()
    await page.getByLabel('Search words').fill('  куртка  ')
    await page.getByRole('button', { name: 'Make the link' }).click()
    await expect(page.getByRole('textbox', { name: 'Link', exact: true })).toHaveValue(
      `${OUTDOOR}/catalog/search/%D0%BA%D1%83%D1%80%D1%82%D0%BA%D0%B0/`,
    )

    // Both words and a category: refused with the reason, the words kept.
    const category = page.getByLabel('Or a category')
    const first = await category.locator('option').nth(1).getAttribute('value')
    await category.selectOption(first ?? '')
    await page.getByRole('button', { name: 'Make the link' }).click()
    await expect(page.getByRole('alert')).toContainText('Choose either search words or a category')
    await expect(page.getByLabel('Search words')).toHaveValue('  куртка  ')

    await page.getByLabel('Search words').fill('')
    await page.getByLabel('Sort (category only)').selectOption('price')
    await page.getByLabel('Price to').fill('5 000')
    await page.getByRole('button', { name: 'Make the link' }).click()
    const link = page.getByRole('textbox', { name: 'Link', exact: true })
    await expect(link).toHaveValue(`${OUTDOOR}${first}?ordering=price&price_max=5000`)
    await page.getByRole('link', { name: 'Open it' }).click()
    await expect(page).toHaveURL(`${OUTDOOR}${first}?ordering=price&price_max=5000`)
  })
})
