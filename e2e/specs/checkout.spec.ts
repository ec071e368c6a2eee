import { signIn } from '../fixtures/account.ts'
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts'
import {
  applyPromoCodes,
  fillCart,
  fillCourierAddress,
  fillCustomer,
  ORDER_PAGE,
  openCheckout,
  orderIdOf,
  ordersOf,
  payAndPlace,
  profileOf,
} from '../fixtures/checkout.ts'
import { OUTDOOR } from '../fixtures/hosts.ts'
import { addClothesToCart } from '../fixtures/sign-in.ts'
import { expect, test } from '../fixtures/test.ts'

/**
 * Checkout (issue 6): /cart/delivery on outdoor.localhost, signed in, with the cart filled through the API.
 * Each journey uses its own QA-range phone (+7111…), so customers, carts and orders never meet.
 */
const PHONES = {
  courier: '+71116660101',
  outlet: '+71116660102',
  point: '+71116660103',
  missing: '+71116660104',
  double: '+71116660105',
  noScript: '+71116660106',
  axe: '+71116660107',
  assist: '+71116660108',
  doubleClick: '+71116660109',
  noScriptMissing: '+71116660110',
  nearest: '+71116660111',
  promo: '+71116660112',
  consultant: '+71116660113',
  pager: '+71116660114',
  bonusCash: '+71116660115',
  noScriptBonusCash: '+71116660116',
  recheck: '+71116660117',
}
const CHECKOUT = `${OUTDOOR}/cart/delivery/`

test('a signed-out visitor is sent to sign in and back to the checkout', async ({ page }) => {
  await page.goto(CHECKOUT)
  await expect(page).toHaveURL(/\/login\/\?returnUrl=%2Fcart%2Fdelivery%2F$/)
})

test('courier checkout from the cart reaches the payment page; the order exists and the cart is empty', async ({
  page,
  context,
}) => {
  await signIn(context, PHONES.courier)
  await addClothesToCart(page, OUTDOOR)
  await page.goto(`${OUTDOOR}/cart/`)
  await page.getByRole('link', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(CHECKOUT)
  await expect(page.locator('#checkout-form')).toHaveAttribute('data-driver', 'machine')
  await fillCustomer(page)
  await fillCourierAddress(page)
  await payAndPlace(page, 'Card online')
  await expect(page).toHaveURL(ORDER_PAGE)
  const orders = await ordersOf(PHONES.courier)
  expect(orders.map((o) => o.id)).toEqual([orderIdOf(page.url())])
  expect(orders[0]?.delivery_type).toBe('DELIVERY')
  // Spec §4: the name typed on the order form is saved to the profile; the cart is reloaded empty.
  expect(await profileOf(PHONES.courier)).toMatchObject({ first_name: 'Ivan', last_name: 'Petrov' })
  await expect(page.getByRole('link', { name: /^Cart 1 item$/ })).toHaveCount(0)
})

test('outlet pickup checkout with payment at the outlet reaches the success page', async ({
  page,
  context,
}) => {
  await signIn(context, PHONES.outlet)
  await fillCart(PHONES.outlet)
  await openCheckout(page, CHECKOUT)
  await fillCustomer(page)
  await page.getByRole('button', { name: 'Pickup at a shop' }).click()
  await page.getByRole('group', { name: 'Choose a shop' }).getByRole('radio').first().check()
  await payAndPlace(page, 'Pay at the outlet')
  await expect(page).toHaveURL(/\/cart\/success\/\d+\/$/)
  const [order] = await ordersOf(PHONES.outlet)
  expect(order?.delivery_type).toBe('PICKUP')
})

test('pickup point checkout places a PICKUP_POINT order', async ({ page, context }) => {
  await signIn(context, PHONES.point)
  await fillCart(PHONES.point)
  await openCheckout(page, CHECKOUT)
  await fillCustomer(page)
  await page.getByRole('button', { name: 'Pickup point', exact: true }).click()
  await page.getByRole('group', { name: 'Choose a pickup point' }).getByRole('radio').first().check()
  await payAndPlace(page, 'Card online')
  await expect(page).toHaveURL(ORDER_PAGE)
  const [order] = await ordersOf(PHONES.point)
  expect(order?.delivery_type).toBe('PICKUP_POINT')
})

test('with a shared position the shops are listed nearest first', async ({ page, context }) => {
  await context.grantPermissions(['geolocation'], { origin: OUTDOOR })
  await context.setGeolocation({ latitude: 55.7558, longitude: 37.6173 })
  await signIn(context, PHONES.nearest)
  await fillCart(PHONES.nearest)
  await openCheckout(page, CHECKOUT)
  await page.getByRole('button', { name: 'Pickup at a shop' }).click()
  const shops = page.getByRole('group', { name: 'Choose a shop' }).getByRole('listitem')
  await expect(shops.first()).toContainText(/\d\s?(km|m)\b/)
  const distances = (await shops.allTextContents()).map((text) => {
    const [, value = '', unit] = text.match(/([\d.,]+)\s?(km|m)\b/) ?? []
    return Number(value.replace(',', '.')) / (unit === 'm' ? 1000 : 1)
  })
  expect(distances).toEqual([...distances].sort((a, b) => a - b))
})

test('a suggestion or the browser position fills the courier address', async ({ page, context }) => {
  await context.grantPermissions(['geolocation'], { origin: OUTDOOR })
  await context.setGeolocation({ latitude: 55.7562, longitude: 37.6139 })
  await signIn(context, PHONES.assist)
  await fillCart(PHONES.assist)
  await openCheckout(page, CHECKOUT)
  await page.getByRole('button', { name: 'Use my location' }).click()
  await expect(page.getByLabel('City')).toHaveValue('Москва')
  await expect(page.getByLabel('Street')).toHaveValue(/Тверская/)
  await expect(page.getByLabel('House')).not.toHaveValue('')
  await page.getByLabel('House').fill('')
  const street = page.getByRole('combobox', { name: 'Street' })
  await street.fill('Арбат 1')
  const suggestions = page.getByRole('listbox', { name: 'Address suggestions' })
  await expect(suggestions.getByRole('option').first()).toBeVisible()
  await expect(street).toHaveAttribute('aria-expanded', 'true')
  // The list hangs right under the street field (it used to open ~470 px lower, behind a phone's keyboard).
  const field = await street.boundingBox()
  const list = await suggestions.boundingBox()
  expect(field && list && Math.abs(list.y - (field.y + field.height))).toBeLessThan(12)
  expect(field && list && Math.abs(list.x - field.x)).toBeLessThan(2)
  // Bounded by the chosen city: every suggestion is in Moscow.
  for (const text of await suggestions.getByRole('option').allTextContents()) expect(text).toContain('Москва')
  // The keyboard picks a suggestion and focus stays in the field.
  await street.press('ArrowDown')
  await expect(street).toHaveAttribute('aria-activedescendant', /option-0$/)
  await street.press('Enter')
  await expect(suggestions).toBeHidden()
  await expect(street).toBeFocused()
  await expect(street).toHaveValue(/Арбат/)
  await expect(page.getByLabel('House')).not.toHaveValue('')
})

test('missing fields show their errors and keep what was typed', async ({ page, context }) => {
  await signIn(context, PHONES.missing)
  await fillCart(PHONES.missing)
  await openCheckout(page, CHECKOUT)
  await page.getByLabel('Name', { exact: true }).fill('Anna')
  await page.getByLabel('City').fill('Moscow')
  await page.getByLabel('Comment for the courier').fill('Call me first')
  await page.getByRole('button', { name: 'Place order', exact: true }).click()
  await expect(page.getByLabel('Surname', { exact: true })).toHaveAccessibleDescription(
    'This field is required',
  )
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Anna')
  await expect(page.getByLabel('City')).toHaveValue('Moscow')
  await expect(page.getByLabel('Comment for the courier')).toHaveValue('Call me first')
  await expect(page.getByText('Address needs locality, street and house number')).toBeVisible()
  expect(await ordersOf(PHONES.missing)).toEqual([])
})

test('an address taken from the position clears the address errors a refused order showed', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation'], { origin: OUTDOOR })
  await context.setGeolocation({ latitude: 55.7562, longitude: 37.6139 })
  await signIn(context, PHONES.recheck)
  await fillCart(PHONES.recheck)
  await openCheckout(page, CHECKOUT)
  await fillCustomer(page)
  await page.getByRole('button', { name: 'Place order', exact: true }).click()
  const incomplete = page.getByText('Address needs locality, street and house number')
  await expect(incomplete).toBeVisible()
  await expect(page.getByLabel('City')).toHaveAccessibleDescription('This field is required')
  // The position fills the address through the checkout machine: no input event reaches the form.
  await page.getByRole('button', { name: 'Use my location' }).click()
  await expect(page.getByLabel('City')).toHaveValue('Москва')
  await expect(incomplete).toBeHidden()
  await expect(page.getByLabel('City')).not.toHaveAccessibleDescription('This field is required')
  await expect(page.getByLabel('House')).not.toHaveAccessibleDescription('This field is required')
})

test('the same form sent twice creates one order', async ({ page, context }) => {
  await signIn(context, PHONES.double)
  await fillCart(PHONES.double)
  await openCheckout(page, CHECKOUT)
  await fillCustomer(page)
  await fillCourierAddress(page)
  await page.getByRole('radio', { name: 'Card online' }).check()
  await page.getByLabel('I accept the terms of the offer').check()
  // The exact post the browser would send, twice at once (a double click), then once more (a retry after a
  // lost answer): fetch follows the redirect, so each answer's URL is where the shopper would land.
  const landed = await page.getByRole('form', { name: 'Checkout' }).evaluate(async (form) => {
    const send = async () => {
      const data = new FormData(form as HTMLFormElement)
      data.set('intent', 'place')
      const response = await fetch((form as HTMLFormElement).action, { method: 'POST', body: data })
      return response.url
    }
    const both = await Promise.all([send(), send()])
    return [...both, await send()]
  })
  const orderPages = landed.filter((url) => ORDER_PAGE.test(url))
  expect(orderPages.length).toBeGreaterThanOrEqual(2)
  expect(new Set(orderPages).size).toBe(1)
  expect(await ordersOf(PHONES.double)).toHaveLength(1)
})

test('a double click on Place order creates one order', async ({ page, context }) => {
  await signIn(context, PHONES.doubleClick)
  await fillCart(PHONES.doubleClick)
  await openCheckout(page, CHECKOUT)
  await fillCustomer(page)
  await fillCourierAddress(page)
  await page.getByRole('radio', { name: 'Cash or card on delivery' }).check()
  await page.getByLabel('I accept the terms of the offer').check()
  await page.getByRole('button', { name: 'Place order', exact: true }).dblclick()
  await expect(page).toHaveURL(/\/cart\/success\/\d+\/$/)
  expect(await ordersOf(PHONES.doubleClick)).toHaveLength(1)
})

test('a consultant asked for needs a valid phone before the order goes', async ({ page, context }) => {
  await signIn(context, PHONES.consultant)
  await fillCart(PHONES.consultant)
  await openCheckout(page, CHECKOUT)
  await fillCustomer(page)
  await page.getByRole('button', { name: 'Pickup at a shop' }).click()
  await page.getByRole('group', { name: 'Choose a shop' }).getByRole('radio').first().check()
  await page.getByLabel('A consultant helped me by phone').check()
  await page.getByLabel("Consultant's phone").fill('123')
  await payAndPlace(page, 'Pay at the outlet')
  await expect(page.getByLabel("Consultant's phone")).toHaveAccessibleDescription(
    'The phone number contains an error',
  )
  expect(await ordersOf(PHONES.consultant)).toEqual([])
  await page.getByLabel("Consultant's phone").fill('+7 911 123-45-67')
  await page.getByRole('button', { name: 'Place order', exact: true }).click()
  await expect(page).toHaveURL(/\/cart\/success\/\d+\/$/)
  expect(await ordersOf(PHONES.consultant)).toHaveLength(1)
})

// The API refuses an order that spends bonuses with cash (400): reaching the success page proves none were sent.
test('a payment method that forbids bonuses shows Spend bonuses off and disabled, with the reason', async ({
  page,
  context,
}) => {
  await signIn(context, PHONES.bonusCash)
  await fillCart(PHONES.bonusCash)
  await openCheckout(page, CHECKOUT)
  await fillCustomer(page)
  await fillCourierAddress(page)
  await page.getByRole('radio', { name: 'Card online' }).check()
  const bonuses = page.getByLabel('Spend bonuses')
  await bonuses.check()
  await expect(bonuses).toBeChecked()
  await page.getByRole('radio', { name: 'Cash or card on delivery' }).check()
  await expect(bonuses).not.toBeChecked()
  await expect(bonuses).toBeDisabled()
  await expect(bonuses).toHaveAccessibleDescription('Bonuses cannot be spent with the chosen payment method')
  await page.getByRole('radio', { name: 'Card online' }).check()
  await expect(bonuses).toBeEnabled()
  await bonuses.check()
  await payAndPlace(page, 'Cash or card on delivery')
  await expect(page).toHaveURL(/\/cart\/success\/\d+\/$/)
  expect(await ordersOf(PHONES.bonusCash)).toHaveLength(1)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the courier journey works with plain posts', async ({ page, context }) => {
    await signIn(context, PHONES.noScript)
    await fillCart(PHONES.noScript)
    await openCheckout(page, CHECKOUT, { script: false })
    await fillCustomer(page)
    // A tab round trip keeps what was typed.
    await page.getByRole('button', { name: 'Pickup at a shop' }).click()
    await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Petrov')
    await page.getByRole('button', { name: 'Courier' }).click()
    await fillCourierAddress(page)
    await payAndPlace(page, 'Cash or card on delivery')
    await expect(page).toHaveURL(/\/cart\/success\/\d+\/$/)
    const orders = await ordersOf(PHONES.noScript)
    expect(orders.map((o) => o.id)).toEqual([orderIdOf(page.url())])
  })

  test('Spend bonuses left on with cash reads off and disabled after Recalculate, and the order goes', async ({
    page,
    context,
  }) => {
    await signIn(context, PHONES.noScriptBonusCash)
    await fillCart(PHONES.noScriptBonusCash)
    await openCheckout(page, CHECKOUT, { script: false })
    await fillCustomer(page)
    await fillCourierAddress(page)
    await page.getByRole('radio', { name: 'Cash or card on delivery' }).check()
    await page.getByLabel('Spend bonuses').check()
    await page.getByRole('button', { name: 'Recalculate' }).click()
    const bonuses = page.getByLabel('Spend bonuses')
    await expect(bonuses).not.toBeChecked()
    await expect(bonuses).toBeDisabled()
    await expect(bonuses).toHaveAccessibleDescription(
      'Bonuses cannot be spent with the chosen payment method',
    )
    await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Petrov')
    await payAndPlace(page, 'Cash or card on delivery')
    await expect(page).toHaveURL(/\/cart\/success\/\d+\/$/)
    expect(await ordersOf(PHONES.noScriptBonusCash)).toHaveLength(1)
  })

  test('a refused post and an outlet search keep what was typed', async ({ page, context }) => {
    await signIn(context, PHONES.noScriptMissing)
    await fillCart(PHONES.noScriptMissing)
    await openCheckout(page, CHECKOUT, { script: false })
    await page.getByLabel('Surname', { exact: true }).fill('Petrova')
    await page.getByLabel('Street').fill('Tverskaya')
    await page.getByRole('button', { name: 'Place order', exact: true }).click()
    await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
      'This field is required',
    )
    await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Petrova')
    await expect(page.getByLabel('Street')).toHaveValue('Tverskaya')
    await page.getByRole('button', { name: 'Pickup at a shop' }).click()
    await page.getByLabel('Search by address, street, city or mall').fill('no such place anywhere')
    await page.getByRole('button', { name: 'Find' }).click()
    await expect(page.getByText('Unfortunately, nothing was found for your query')).toBeVisible()
    await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Petrova')
    expect(await ordersOf(PHONES.noScriptMissing)).toEqual([])
  })
})

test.describe('promo codes without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a refused code is named and left out; an applied one can be removed', async ({ page, context }) => {
    await signIn(context, PHONES.promo)
    await fillCart(PHONES.promo)
    await applyPromoCodes(context, ['WELCOME10', 'EXPIRED'])
    await openCheckout(page, CHECKOUT, { script: false })
    await expect(page.getByRole('alert')).toContainText('Promo code cannot be applied: EXPIRED')
    const remove = page.getByRole('button', { name: 'Remove promo code WELCOME10' })
    await expect(page.getByRole('button', { name: 'Remove promo code EXPIRED' })).toHaveCount(0)
    await expect(page.getByText('Discount')).toBeVisible()
    await remove.click()
    await expect(remove).toHaveCount(0)
    await expect(page.getByText('Discount')).toHaveCount(0)
    const cookies = await context.cookies(OUTDOOR)
    expect(cookies.find((c) => c.name === 'apply-promo-codes')).toBeUndefined()
  })
})

test('the checkout page has no serious accessibility issue', async ({ page, context }) => {
  await signIn(context, PHONES.axe)
  await fillCart(PHONES.axe)
  await openCheckout(page, CHECKOUT)
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Place order', exact: true }).click()
  await expect(page.getByLabel('Surname', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousA11yViolations(page)
})

test.describe('without JavaScript, the pickup-point list', () => {
  test.use({ javaScriptEnabled: false })

  test('is paged: every point is reachable, the chosen one and everything typed are kept', async ({
    page,
    context,
  }) => {
    await signIn(context, PHONES.pager)
    await fillCart(PHONES.pager)
    await openCheckout(page, CHECKOUT, { script: false })
    await fillCustomer(page)
    await page.getByRole('button', { name: 'Pickup point', exact: true }).click()
    const group = page.getByRole('group', { name: 'Choose a pickup point' })
    const pages = page.getByRole('navigation', { name: 'Pages of the list' })
    await expect(group.getByRole('radio')).toHaveCount(10)
    await expect(pages.getByText('Page 1 of 2')).toBeVisible()
    await pages.getByRole('button', { name: 'Next 10' }).click()
    await expect(pages.getByText('Page 2 of 2')).toBeVisible()
    const second = group.getByRole('radio').first()
    const chosen = Number(await second.getAttribute('value'))
    await second.check()
    await pages.getByRole('button', { name: 'Previous 10' }).click()
    await expect(pages.getByText('Page 1 of 2')).toBeVisible()
    await expect(
      page.getByText('Your chosen place is on another page of the list; it stays chosen.'),
    ).toBeVisible()
    await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Petrov')
    await payAndPlace(page, 'Card online')
    await expect(page).toHaveURL(ORDER_PAGE)
    const [order] = await ordersOf(PHONES.pager)
    expect(order?.delivery_type).toBe('PICKUP_POINT')
    const detail = order as unknown as { pickup_point: { id: number } | null }
    expect(detail.pickup_point?.id).toBe(chosen)
  })
})
