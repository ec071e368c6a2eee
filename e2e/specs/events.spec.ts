import type { Page } from '@playwright/test'
import { signIn, useEnglish } from '../fixtures/account.ts'
import { OUTDOOR } from '../fixtures/hosts.ts'
import { addClothesToCart, signInOnPage } from '../fixtures/sign-in.ts'
import { expect, test } from '../fixtures/test.ts'

/**
 * Events, promotion participation, personal promo codes and landing forms (issue 15, issue 14's personal codes),
 * in the outdoor shop (Russian content) with the English interface. QA-range phones, one per journey.
 */
const PHONES = {
  eventsJs: '+71115551501',
  eventsNoJs: '+71115551502',
  promotion: '+71115551503',
}

test.describe.configure({ timeout: 90_000 })
test.beforeEach(async ({ context }) => {
  await useEnglish(context)
})

const main = (page: Page) => page.getByRole('main')

async function registerFor(page: Page, title: string) {
  await page.goto(`${OUTDOOR}/events/`)
  await main(page).getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(main(page).getByRole('status')).toContainText('You are registered.')
  await expect(main(page).getByRole('status')).toContainText('Your registration: Awaiting review.')
  await main(page).getByRole('link', { name: 'My event registrations' }).click()
  const row = main(page).getByRole('listitem').filter({ hasText: title })
  await expect(row).toContainText('Awaiting review')
  return row
}

test('register for an event and cancel it (JavaScript on: a modal confirmation)', async ({
  page,
  context,
}) => {
  await signIn(context, PHONES.eventsJs)
  await page.goto(`${OUTDOOR}/events/gear-repair/`)
  // The event page: when, how long (hh:mm:ss without zero hours), who and where.
  await expect(main(page)).toContainText('01:30:00')
  await expect(main(page)).toContainText('Сергей Волков')
  await expect(main(page).getByRole('region', { name: 'Place' })).toContainText('ул. Тверская, 7')
  const row = await registerFor(page, 'Мастерская: ремонт снаряжения')
  await row.getByRole('link', { name: /^Cancel the registration for/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Yes, cancel the registration' }).click()
  await expect(main(page).getByRole('status')).toHaveText('The registration is cancelled.')
  await expect(main(page).getByRole('status')).toBeFocused()
  await expect(row).toContainText('Canceled by you')
  await expect(row.getByRole('link', { name: /^Cancel the registration/ })).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the events list filters by type and time through links', async ({ page }) => {
    await page.goto(`${OUTDOOR}/events/`)
    const events = main(page).getByRole('list', { name: 'Events' })
    await expect(events).toContainText('Встреча туристов')
    await page.getByRole('navigation', { name: 'Event type' }).getByRole('link', { name: 'Online' }).click()
    await expect(page).toHaveURL(`${OUTDOOR}/events/?type=online`)
    await expect(events).toContainText('Как собрать рюкзак')
    await expect(events).not.toContainText('Встреча туристов')
    await page.getByRole('navigation', { name: 'When' }).getByRole('link', { name: 'Past' }).click()
    await expect(page).toHaveURL(`${OUTDOOR}/events/?type=online&when=past`)
    await expect(events.getByRole('listitem')).toHaveCount(1)
    await expect(events).toContainText('Навигация без связи')
  })

  test('register for an event and cancel it (the confirmation shows inline)', async ({ page, context }) => {
    await signIn(context, PHONES.eventsNoJs)
    const row = await registerFor(page, 'Встреча туристов')
    await row.getByRole('link', { name: /^Cancel the registration for/ }).click()
    await main(page).getByRole('button', { name: 'Yes, cancel the registration' }).click()
    await expect(main(page).getByRole('status')).toHaveText('The registration is cancelled.')
    await expect(main(page).getByRole('listitem').filter({ hasText: 'Встреча туристов' })).toContainText(
      'Canceled by you',
    )
  })

  test('a landing form keeps what was typed, says what is wrong, then the company’s message', async ({
    page,
  }) => {
    await sendLandingForm(page)
  })
})

async function sendLandingForm(page: Page) {
  await page.goto(`${OUTDOOR}/sections/first-hike/`)
  const form = main(page).getByRole('form', { name: 'Request', exact: true })
  await form.getByLabel('Куда собираетесь').fill('Алтай, в июле')
  await form.getByLabel('Телефон').fill('12')
  await form.getByRole('button', { name: 'Отправить заявку' }).click()
  const again = main(page).getByRole('form', { name: 'Request', exact: true })
  // The one message map's spec §5 texts (apps/storefront/app/lib/forms/form-messages.tsx).
  await expect(again.getByText('This field is required')).toBeVisible()
  await expect(again.getByText('The phone number contains an error')).toBeVisible()
  await expect(again.getByLabel('Куда собираетесь')).toHaveValue('Алтай, в июле')
  await again.getByLabel('Как к вам обращаться').fill('Анна')
  await again.getByLabel('Телефон').fill('+7 916 123-45-67')
  await again.getByRole('button', { name: 'Отправить заявку' }).click()
  await expect(main(page).getByRole('status')).toHaveText(
    'Спасибо! Консультант перезвонит вам в течение часа.',
  )
  await expect(main(page).getByRole('link', { name: 'Write to us in Telegram' })).toHaveAttribute(
    'href',
    'https://t.me/tropa_shop',
  )
}

test('a landing form with JavaScript', async ({ page }) => {
  await sendLandingForm(page)
  await expect(main(page).getByRole('status')).toBeFocused()
})

async function promoCodeInCart(page: Page, code: string) {
  await addClothesToCart(page, OUTDOOR)
  await page.goto(`${OUTDOOR}/cart/`)
  await page.getByRole('textbox', { name: 'Promo code' }).fill(code)
  await page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('list', { name: 'Applied promo codes' })).toContainText(code)
  await expect(
    page.getByRole('region', { name: 'Order summary' }).getByText('Discount', { exact: true }),
  ).toBeVisible()
}

test('join a promotion as a guest: sign in, back to the promotion, joined; the personal code works in the cart', async ({
  page,
}) => {
  await page.goto(`${OUTDOOR}/promotions/winter-sale/`)
  await expect(main(page).getByRole('region', { name: 'Where the promotion runs' })).toContainText('Магазин')
  await main(page).getByRole('button', { name: 'Take part' }).click()
  await expect(page).toHaveURL(/\/login\/\?returnUrl=/)
  await expect(main(page)).toContainText('Sign in to take part in the promotion')
  await signInOnPage(page, { phone: PHONES.promotion, company: 1 })
  await expect(page).toHaveURL(`${OUTDOOR}/promotions/winter-sale/?join`)
  const takePart = main(page).getByRole('button', { name: 'Take part' })
  await expect(takePart).toBeFocused()
  await takePart.click()
  const status = main(page).getByRole('status')
  await expect(status).toHaveText('You are taking part in the promotion.')
  const code = (await main(page).locator('[data-promo-code]').textContent()) ?? ''
  expect(code).toMatch(/^WINTERSA-[A-Z2-9]{8}$/)
  // Taking part again changes nothing: the same code.
  await page.reload()
  await expect(main(page).locator('[data-promo-code]')).toHaveText(code)

  await page.goto(`${OUTDOOR}/my/promo-codes/`)
  const row = main(page).getByRole('list', { name: 'Personal promo codes' }).getByRole('listitem').first()
  await expect(row).toContainText(code)
  await expect(row).toContainText('Active')
  await expect(row).toContainText('10% off')
  await promoCodeInCart(page, code)
})
