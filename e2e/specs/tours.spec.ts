import type { Page } from '@playwright/test'
import { remixCookieValue } from '../fixtures/account.ts'
import { TRAVEL } from '../fixtures/hosts.ts'
import { signInOnPage } from '../fixtures/sign-in.ts'
import { expect, test } from '../fixtures/test.ts'

// QA-range numbers of this spec's own customers (each journey books, so each has its own orders).
const PHONES = { script: '+71115551201', noScript: '+71115551202' }
const COMPANY = 2

const main = (page: Page) => page.getByRole('main')

/** The birth date (DD.MM.YYYY) of someone who is `age` on the ISO day `date`: born that day `age` years before. */
function bornAged(age: number, date: string): string {
  const [year = '', month = '', day = ''] = date.split('-')
  return `${day}.${month}.${Number(year) - age}`
}

/** From the room-selection page: book the chosen room, signing in on the way (the login says why). */
async function bookRoomSigningIn(page: Page, phone: string) {
  await main(page)
    .getByRole('region', { name: 'Chosen room' })
    .getByRole('button', { name: /^Book / })
    .click()
  await expect(page).toHaveURL(/\/login\/\?returnUrl=%2Fcart%2Ftours%2Froom%2F/)
  await expect(main(page)).toContainText('Sign in to book the tour')
  await signInOnPage(page, { phone, company: COMPANY })
  await expect(page).toHaveURL(/\/cart\/tours\/room\//)
  await main(page)
    .getByRole('region', { name: 'Chosen room' })
    .getByRole('button', { name: /^Book / })
    .click()
  await expect(page).toHaveURL(/\/cart\/tours\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tour cart')
}

/** On the booking form: each tourist's name and birth date (children born to match the chosen age), the contact. */
async function fillTourists(page: Page, date: string, childAges: number[], firstAdultBirth?: string) {
  const adults = page.getByRole('group', { name: /^Tourist \d+: Adult$/ })
  for (let i = 0; i < (await adults.count()); i++) {
    const group = adults.nth(i)
    await group
      .getByRole('textbox', { name: 'Name', exact: true })
      .fill(['Anna', 'Pavel', 'Olga'][i] ?? 'Ivan')
    await group.getByRole('textbox', { name: 'Surname', exact: true }).fill('Smirnova')
    const birth = i === 0 && firstAdultBirth ? firstAdultBirth : bornAged(35 + i, date)
    await group.getByRole('textbox', { name: 'Date of birth' }).fill(birth)
  }
  for (const [i, age] of childAges.entries()) {
    const group = page.getByRole('group', { name: /^Tourist \d+: Child/ }).nth(i)
    await group.getByRole('textbox', { name: 'Name', exact: true }).fill('Masha')
    await group.getByRole('textbox', { name: 'Surname', exact: true }).fill('Smirnova')
    await group.getByRole('textbox', { name: 'Date of birth' }).fill(bornAged(age, date))
  }
  await page.getByRole('textbox', { name: 'Contact person' }).fill('Anna Smirnova')
  await page.getByLabel('I accept the terms of the offer').check()
}

/** Books and pays at the sandbox bank; ends on the order-placed page. */
async function bookAndPay(page: Page) {
  await main(page).getByRole('button', { name: 'Book and pay' }).click()
  await expect(page).toHaveURL(/\/cart\/(checkout\/\d+\/\?payment=[\w-]+|success\/\d+\/)$/)
  if (/\/cart\/checkout\//.test(page.url())) {
    await main(page).getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Sandbox bank' })).toBeVisible()
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
  }
  await expect(page).toHaveURL(/\/cart\/success\/\d+\/?$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order placed')
}

/**
 * Picks a day in the search form's calendars: the `nth` day that can be picked in the first-departure calendar
 * and the day `span` days later in the latest-departure one (clicking the day's label, as a shopper does).
 */
async function pickDateRange(page: Page, nth: number, span: number): Promise<{ from: string; to: string }> {
  const form = main(page).getByRole('form', { name: 'Tour search' })
  await form.getByText('Dates and nights', { exact: true }).click()
  const first = form
    .getByRole('group', { name: 'Departure date' })
    .locator('input[type=radio]:not([disabled])')
  const from = (await first.nth(nth).getAttribute('value')) ?? ''
  await form.locator(`label[for="date_from-${from}"]`).click()
  await form.getByText('Latest departure', { exact: true }).click()
  const end = new Date(`${from}T00:00:00Z`)
  end.setUTCDate(end.getUTCDate() + span)
  const to = end.toISOString().slice(0, 10)
  await form.locator(`label[for="date_to-${to}"]`).click()
  return { from, to }
}

test('the search asks for departures between two days; the shareable URL carries the range and fills the form again', async ({
  page,
}) => {
  await page.goto(`${TRAVEL}/tours/`)
  const { from, to } = await pickDateRange(page, 3, 7)
  const form = main(page).getByRole('form', { name: 'Tour search' })
  // The summary follows the choice while the script runs.
  await expect(form.locator('summary').filter({ hasText: 'Dates and nights' })).toContainText(' – ')
  await form.getByRole('button', { name: 'Find tours' }).click()
  await expect(page).toHaveURL(new RegExp(`/tours/search/\\?dates=${from}\\.\\.${to}&`))
  // The results for the range (offers, or the empty state when no departure falls in it).
  await expect(
    page.getByRole('heading', { name: /^(Offers found: \d+|No tours for this search)$/ }),
  ).toBeVisible()
  // Opened from the shared URL, the form shows the same range.
  await page.goto(page.url())
  const again = main(page).getByRole('form', { name: 'Tour search' })
  await expect(again.locator(`#date_from-${from}`)).toBeChecked()
  await expect(again.locator(`#date_to-${to}`)).toBeChecked()
})

test('the browser refuses a reversed range before the search leaves: the reason shows and the latest day takes the focus', async ({
  page,
}) => {
  await page.goto(`${TRAVEL}/tours/`)
  await pickDateRange(page, 5, -3)
  const form = main(page).getByRole('form', { name: 'Tour search' })
  await form.getByRole('button', { name: 'Find tours' }).click()
  await expect(form).toContainText('The last departure date is before the first one.')
  await expect(form.locator('input[name="date_to"]:focus')).toHaveCount(1)
  await expect(page).toHaveURL(/\/tours\/$/)
})

test('a family searches tours with a child, picks a room, signs in, names the tourists, pays and sees the tour in my orders', async ({
  page,
}) => {
  await page.goto(`${TRAVEL}/tours/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tours')
  await expect(
    main(page).getByRole('list', { name: 'Popular tours' }).getByRole('article').first(),
  ).toBeVisible()
  const form = main(page).getByRole('form', { name: 'Tour search' })
  await form.getByText('Tourists', { exact: true }).click()
  await form.getByRole('button', { name: 'Add a child' }).click()
  // The new child's age select gets the focus.
  await expect(form.getByLabel('Child 1, age')).toBeFocused()
  await form.getByLabel('Child 1, age').selectOption({ label: '5 years' })
  await expect(form.locator('summary').filter({ hasText: 'Tourists' })).toContainText('2 adults, 1 child')
  await form.getByRole('button', { name: 'Find tours' }).click()
  await expect(page).toHaveURL(/\/tours\/search\/\?(.+&)?tourists=2-5/)
  await expect(page.getByRole('heading', { name: /^Offers found: \d+$/ })).toBeVisible()
  const offer = main(page).getByRole('list', { name: 'Offers' }).getByRole('article').first()
  await expect(offer).toContainText('2 adults, 1 child')
  await offer.getByRole('link', { name: 'Choose a room' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Room selection')
  const date = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1) ?? ''
  await bookRoomSigningIn(page, PHONES.script)
  const line = main(page).getByRole('list', { name: 'Tours in the cart' }).getByRole('listitem').first()
  await expect(line).toContainText('2 adults, 1 child')
  await line.getByRole('link', { name: 'Book and pay' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tour booking')
  await expect(main(page)).not.toContainText('Delivery address')
  await fillTourists(page, date, [5])
  await bookAndPay(page)
  await expect(main(page)).toContainText('2 adults, 1 child')
  await page.goto(`${TRAVEL}/my/orders/`)
  await expect(main(page).getByRole('list', { name: 'Orders' }).getByRole('listitem').first()).toContainText(
    /\d+ nights?, 2 adults, 1 child/,
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the search form redirects to a shareable URL, the room is booked and paid with plain forms', async ({
    page,
  }) => {
    await page.goto(`${TRAVEL}/tours/search/?adults=2&child_age=&nights_min=7&nights_max=10`)
    await expect(page).toHaveURL(/\/tours\/search\/\?nights=7-10&tourists=2$/)
    await expect(page.getByRole('heading', { name: /^Offers found: \d+$/ })).toBeVisible()
    await main(page)
      .getByRole('list', { name: 'Offers' })
      .getByRole('link', { name: 'Choose a room' })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Room selection')
    const date = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1) ?? ''
    await bookRoomSigningIn(page, PHONES.noScript)
    await main(page).getByRole('link', { name: 'Book and pay' }).first().click()
    // An adult's birth date that makes a child is refused in words, and what was typed stays.
    await fillTourists(page, date, [], '01.01.2020')
    await main(page).getByRole('button', { name: 'Book and pay' }).click()
    await expect(page.getByRole('alert')).toContainText('Check the highlighted fields.')
    await expect(main(page)).toContainText('An adult must be 18 or over on the departure day')
    const first = page.getByRole('group', { name: 'Tourist 1: Adult' })
    // The first wrong input takes the focus as the refused page loads.
    await expect(first.getByRole('textbox', { name: 'Date of birth' })).toBeFocused()
    await expect(first.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Anna')
    await fillTourists(page, date, [])
    await bookAndPay(page)
    await page.goto(`${TRAVEL}/my/orders/`)
    await expect(main(page).getByRole('listitem').first()).toContainText(/\d+ nights, 2 adults/)
  })
})

test.describe('without JavaScript: a date range', () => {
  test.use({ javaScriptEnabled: false })

  test('the calendars post date_from and date_to; the page redirects to dates=from..to; a reversed range is refused', async ({
    page,
  }) => {
    await page.goto(`${TRAVEL}/tours/`)
    const { from, to } = await pickDateRange(page, 2, 5)
    const form = main(page).getByRole('form', { name: 'Tour search' })
    await form.getByRole('button', { name: 'Find tours' }).click()
    await expect(page).toHaveURL(new RegExp(`/tours/search/\\?dates=${from}\\.\\.${to}&`))
    await expect(
      page.getByRole('heading', { name: /^(Offers found: \d+|No tours for this search)$/ }),
    ).toBeVisible()
    await expect(main(page).locator('summary').filter({ hasText: 'Dates and nights' })).toContainText(' – ')
    await page.goto(`${TRAVEL}/tours/search/?date_from=${to}&date_to=${from}&adults=2`)
    await expect(main(page)).toContainText('The last departure date is before the first one.')
    // What was typed stays chosen; the picker is open and the refused latest day has the focus.
    await expect(main(page).locator(`#date_from-${to}`)).toBeChecked()
    await expect(main(page).locator(`#date_to-${from}`)).toBeChecked()
    await expect(main(page).locator(`#date_to-${from}`)).toBeFocused()
  })
})

test('the tours pages render in Russian: main, a tour, a hotel, sections and a collection', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'locale', value: remixCookieValue('ru'), url: TRAVEL }])
  await page.goto(`${TRAVEL}/tours/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Туры')
  await main(page).getByRole('list', { name: 'Популярные туры' }).getByRole('link').first().click()
  await expect(main(page).getByRole('heading', { name: 'Вылеты' })).toBeVisible()
  await main(page).getByRole('complementary').getByRole('list').last().getByRole('link').first().click()
  await expect(main(page).getByRole('heading', { name: 'Номера' })).toBeVisible()
  await page.goto(`${TRAVEL}/tours/section/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Разделы туров')
  await page.goto(`${TRAVEL}/hotel-collections/`)
  await expect(page).toHaveURL(/\/tours\/(#collections)?$/)
  await main(page).locator('#collections').getByRole('link').first().click()
  await expect(main(page).getByRole('list', { name: 'Отели' })).toBeVisible()
})
