import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts'
import { OUTDOOR } from '../fixtures/hosts.ts'
import { waitForHydration } from '../fixtures/hydration.ts'
import { expect, test } from '../fixtures/test.ts'

/**
 * The UI kit's catalogue (/_kit, packages/ui/README.md): every component renders under each brand's theme,
 * the overlays work with the keyboard, and the page is screenshotted (full page and each brand) as test
 * artefacts so a visual change can be seen in review. No pixel baselines: fonts and anti-aliasing differ
 * between Debian's Chromium builds, and a baseline that fails on a font update says nothing about the kit.
 * What must not change is asserted on computed styles instead.
 */
const COMPONENTS = [
  'button',
  'icon-button',
  'text-field',
  'text-area',
  'select',
  'checkbox',
  'radio',
  'switch',
  'segmented',
  'tabs',
  'dialog',
  'sheet',
  'combobox',
  'toast',
  'badge',
  'notice',
  'calendar',
  'disclosure',
  'skeleton',
  'responsive-image',
  'price',
  'rating',
  'pager',
  'breadcrumbs',
  'empty-state',
]
const BRANDS = ['outdoor', 'travel', 'pale'] as const

const brand = (page: Page, id: (typeof BRANDS)[number]) => page.locator(`[data-kit-theme="${id}"]`)

async function openKit(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${OUTDOOR}/_kit/`)
  await waitForHydration(page)
}

test('the catalogue shows every component under every brand, and is screenshotted', async ({
  page,
}, info) => {
  // Axe over ~70 specimens takes a while on a busy CI machine.
  test.setTimeout(120_000)
  await openKit(page)
  await expect(page).toHaveTitle('Vitrina UI kit')
  for (const id of BRANDS) {
    // One read per brand (66 locator round trips are slow on a busy machine): each specimen's rendered height.
    const heights = await brand(page, id).evaluate((section) =>
      Object.fromEntries(
        Array.from(section.querySelectorAll<HTMLElement>('[data-kit-component]')).map((element) => [
          element.dataset.kitComponent,
          element.getBoundingClientRect().height,
        ]),
      ),
    )
    for (const name of COMPONENTS) expect(heights[name], `${id}: ${name} renders`).toBeGreaterThan(20)
  }
  // Hover and keyboard focus, the states a static page cannot show, before the screenshots.
  await brand(page, 'outdoor').locator('[data-kit-state="hover"]').hover()
  await page.keyboard.press('Tab')
  await brand(page, 'travel').locator('[data-kit-state="focus"]').focus()
  await info.attach('kit-full-page', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  })
  for (const id of BRANDS) {
    await info.attach(`kit-${id}`, { body: await brand(page, id).screenshot(), contentType: 'image/png' })
  }
  await expectNoSeriousA11yViolations(page)
})

test('the two demo brands look like two brands, not one with another colour', async ({ page }) => {
  await openKit(page)
  const look = (id: (typeof BRANDS)[number]) =>
    brand(page, id)
      .getByRole('button', { name: 'Add to cart' })
      .evaluate((element) => {
        const style = getComputedStyle(element)
        const section = element.closest('section') as HTMLElement
        const heading = section.querySelector('h2') as HTMLElement
        return {
          background: style.backgroundColor,
          radius: style.borderTopLeftRadius,
          font: style.fontFamily,
          page: getComputedStyle(section).backgroundColor,
          header: getComputedStyle(heading).backgroundColor,
          headingFont: getComputedStyle(heading).fontFamily,
        }
      })
  const outdoor = await look('outdoor')
  const travel = await look('travel')
  expect(outdoor.background).toBe('rgb(47, 107, 59)')
  expect(travel.background).toBe('rgb(31, 95, 168)')
  expect(outdoor.radius).toBe('3px')
  expect(Number.parseFloat(travel.radius)).toBeGreaterThan(100)
  expect(outdoor.font).not.toBe(travel.font)
  expect(outdoor.headingFont).not.toBe(travel.headingFont)
  expect(outdoor.page).not.toBe(travel.page)
  // Outdoor gear has a brand-green header, travel a light one.
  expect(outdoor.header).toBe('rgb(47, 107, 59)')
  expect(travel.header).not.toBe(travel.background)
})

test('the dialog traps focus and gives it back; the combobox list hangs under its field', async ({
  page,
}) => {
  await openKit(page)
  const section = brand(page, 'outdoor')
  const opener = page.getByTestId('outdoor-open-dialog')
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Cancel the order?' })
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  const street = section.getByRole('combobox', { name: 'Street' })
  await street.fill('твер')
  const list = section.getByRole('listbox', { name: 'Address suggestions' })
  await expect(list.getByRole('option')).toHaveCount(3)
  const field = await street.boundingBox()
  const box = await list.boundingBox()
  expect(field && box && Math.abs(box.y - (field.y + field.height))).toBeLessThan(12)
  await expect(section.getByRole('status').filter({ hasText: 'Suggestions: 3' })).toBeAttached()
  await street.press('ArrowDown')
  await street.press('ArrowDown')
  await street.press('Enter')
  await expect(street).toHaveValue('ул Тверская-Ямская 1-я')
  await expect(street).toBeFocused()
  await expect(list).toBeHidden()
})
