import type { Locator, Page } from '@playwright/test'
import { signIn } from '../fixtures/account.ts'
import { fillCart } from '../fixtures/checkout.ts'
import { OUTDOOR } from '../fixtures/hosts.ts'
import { waitForHydration } from '../fixtures/hydration.ts'
import { expect, test } from '../fixtures/test.ts'

/**
 * A keyboard-only checkout (issue 10): from the cart to the payment page with Tab, typing, arrows, Space and
 * Enter only, and after each action the focus is somewhere (never dropped on the body).
 */
const PHONE = '+71118880201'

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

/** Presses Tab until `target` has the focus; fails when it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<number> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return presses
    await page.keyboard.press('Tab')
  }
  expect(await isFocused(target), `reached by Tab within ${max} presses`).toBe(true)
  return max
}

async function expectFocusPlaced(page: Page, after: string) {
  await expect
    .poll(
      () => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body),
      {
        message: `the focus is placed after ${after}`,
      },
    )
    .toBe(true)
}

test('a keyboard-only checkout reaches the payment page, with the focus placed after each action', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await signIn(context, PHONE)
  await fillCart(PHONE)
  await page.goto(`${OUTDOOR}/cart/`)
  await waitForHydration(page)

  await tabTo(page, page.getByRole('link', { name: 'Checkout' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${OUTDOOR}/cart/delivery/`)
  await expect(page.locator('#checkout-form')).toHaveAttribute('data-driver', 'machine')
  await expectFocusPlaced(page, 'opening the checkout')

  const type = async (label: string, text: string) => {
    await tabTo(page, page.getByLabel(label, { exact: true }))
    await page.keyboard.type(text)
  }
  await type('Name', 'Ivan')
  await type('Surname', 'Petrov')
  await type('City', 'Moscow')
  await type('Street', 'Tverskaya')
  await type('House', '7')
  await type('Flat', '12')

  // A radio group is one Tab stop: the arrows pick the method.
  const card = page.getByRole('radio', { name: 'Card online' })
  await tabTo(page, page.getByRole('radio', { checked: true }).or(page.getByRole('radio').first()).first())
  for (let i = 0; i < 6 && !(await card.isChecked()); i += 1) await page.keyboard.press('ArrowDown')
  await expect(card).toBeChecked()
  await expectFocusPlaced(page, 'choosing the payment method')

  const offer = page.getByLabel('I accept the terms of the offer')
  await tabTo(page, offer)
  await page.keyboard.press('Space')
  await expect(offer).toBeChecked()

  await tabTo(page, page.getByRole('button', { name: 'Place order', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/cart\/checkout\/\d+\/\?payment=[\w-]+$/)
  // Placing the order loads the payment page as a new document (so every part reads the emptied cart): the
  // keyboard starts at its top, where the first stop is the skip link, and goes on to "Pay".
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Pay', exact: true }))
})
