import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts'
import { OUTDOOR, TRAVEL } from '../fixtures/hosts.ts'
import { waitForHydration } from '../fixtures/hydration.ts'
import { expect, test } from '../fixtures/test.ts'

/**
 * Phones get the listing's filters behind "Filters (N)" (issue 10): a bottom sheet with JavaScript (focus moved
 * in, trapped, and back on the button when it closes), the page's own panel as the anchor's target without.
 * From the desktop breakpoint the panel is beside the products and the button is gone.
 */
const PHONE = { width: 375, height: 740 }

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test('the listing opens without the filter panel; "Filters" opens it in a sheet that applies and closes', async ({
    page,
  }) => {
    await page.goto(`${OUTDOOR}/en/catalog/clothes/`)
    await waitForHydration(page)
    await expect(page.getByRole('form', { name: 'Filters' })).toBeHidden()
    const trigger = page.getByRole('link', { name: 'Filters', exact: true })
    // The first product is in the first screen, not under a panel of checkboxes.
    await expect(page.getByRole('main').getByRole('article').first()).toBeInViewport()

    await trigger.click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await expect(sheet).toBeVisible()
    await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused()
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(trigger).toBeFocused()

    await trigger.click()
    await sheet.getByRole('checkbox', { name: 'M', exact: true }).check()
    await sheet.getByRole('checkbox', { name: 'In stock only' }).check()
    await sheet.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/[?&]size=M/)
    await expect(sheet).toBeHidden()
    const counted = page.getByRole('link', { name: 'Filters (2)' })
    await expect(counted).toBeVisible()
    await expect(counted).toBeFocused()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  })

  test('in Russian on the travel shop the button says «Фильтры» and the sheet works', async ({ page }) => {
    await page.goto(`${TRAVEL}/ru/catalog/luggage/`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Фильтры', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Фильтры' })
    await expect(sheet).toBeVisible()
    await expect(sheet.getByRole('button', { name: 'Применить' })).toBeVisible()
  })
})

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false })

  test('"Filters" leads to the page\'s own panel, which filters', async ({ page }) => {
    await page.goto(`${OUTDOOR}/en/catalog/clothes/`)
    const panel = page.getByRole('form', { name: 'Filters' })
    await expect(panel).toBeHidden()
    await page.getByRole('link', { name: 'Filters', exact: true }).click()
    await expect(page).toHaveURL(/#filters$/)
    await expect(panel).toBeVisible()
    await panel.getByRole('checkbox', { name: 'M', exact: true }).check()
    await panel.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/[?&]size=M/)
    await expect(page.getByRole('link', { name: 'Filters (1)' })).toBeVisible()
  })
})

test('on a desktop the panel is beside the products and there is no "Filters" button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`${OUTDOOR}/en/catalog/clothes/`)
  await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Filters/ })).toBeHidden()
})
