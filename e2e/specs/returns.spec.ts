import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts'
import { OUTDOOR } from '../fixtures/hosts.ts'
import { demoCustomerToken, listOrders, signInWithToken } from '../fixtures/orders.ts'
import { API_PORT } from '../playwright.config.ts'

// Each journey walks six form steps, uploads, reloads and runs axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 })

const API = `http://localhost:${API_PORT}`
const main = (page: Page) => page.getByRole('main')
// A real (1×1) PNG: the API sniffs the bytes, so a fake image would be refused.
const PHOTO = join(tmpdir(), 'vitrina-e2e-defect.png')
writeFileSync(
  PHOTO,
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
)

async function devMove(path: string, state: string) {
  const response = await fetch(`${API}/api/dev/${path}/state/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state }),
  })
  expect(response.status, `${path} → ${state}`).toBe(200)
}

/** Fills and leaves each step of the return form (the same labels with and without JavaScript). */
async function fillReturn(page: Page, { reloadAt, axe }: { reloadAt: string; axe: boolean }) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Return application')
  await expect(main(page).getByRole('checkbox').first()).toBeChecked()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Reason for the return').fill('Шов на рукаве разошёлся после второй носки')
  // Without a photo the step says so.
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(main(page).getByText('Add at least one photo')).toBeVisible()
  await page.getByLabel(/^Photos of the item/).setInputFiles(PHOTO)
  // With JavaScript the file uploads at once (with progress); without, the form posts it.
  if (!axe) await page.getByRole('button', { name: 'Upload photos' }).click()
  await expect(main(page).getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(1)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Applicant and passport' })).toBeVisible()
  await page.getByLabel('Full name').fill('Петров Иван Петрович')
  await page.getByLabel('Email').fill('ivan@example.com')
  await page.getByLabel('Date of birth (DD.MM.YYYY)').fill('12.04.1990')
  await page.getByLabel('Registration address').fill('Москва, Тверская улица, 7, кв. 12')
  await page.getByLabel('Series (Russian passport)').fill('4510')
  await page.getByLabel('Number', { exact: true }).fill('123456')
  await page.getByLabel('Issue date (DD.MM.YYYY)').fill('15.05.2010')
  await page.getByLabel('Issued by').fill('ОВД Тверского района г. Москвы')
  await page.getByLabel('Division code (Russian passport)').fill('770-001')
  if (reloadAt === 'applicant') {
    // Leaving and coming back: what was typed on this step is kept (saved as the draft while typing).
    await page.waitForTimeout(1200)
    await page.reload()
    await expect(page.getByLabel('Division code (Russian passport)')).toHaveValue('770-001')
  }
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('By bank details').check()
  await page.getByLabel("Receiver's full name").fill('Петров Иван Петрович')
  await page.getByLabel('Account number (20 digits)').fill('40817810938160925982')
  await page.getByLabel('Bank', { exact: true }).fill('ПАО Сбербанк')
  await page.getByLabel('BIC').fill('044525225')
  await page.getByLabel('Correspondent account').fill('30101810400000000225')
  await page.getByRole('button', { name: 'Continue' }).click()
  if (reloadAt === 'pickup') {
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Handing over' })).toBeVisible()
  }
  await page.getByLabel('Courier address').fill('Москва, Тверская улица, 7, кв. 12')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Check and send' })).toBeVisible()
  await expect(main(page)).toContainText('ПАО Сбербанк')
  if (axe) await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Send the application' }).click()
  await expect(page.getByRole('status')).toContainText('The application has been sent.')
}

test('a return with JavaScript: photo upload, a reload resumes the draft, then the shopper cancels it', async ({
  page,
  context,
}) => {
  await signInWithToken(context, await demoCustomerToken())
  const order = (await listOrders(await demoCustomerToken())).results.find((o) => o.state === 'done')
  if (!order) throw new Error('the demo customer has no received order')
  await page.goto(`${OUTDOOR}/my/orders/${order.id}/`)
  await main(page)
    .getByRole('link', { name: /^Return / })
    .click()
  await fillReturn(page, { reloadAt: 'applicant', axe: true })
  await expect(main(page)).toContainText('Expected check')
  await expectNoSeriousA11yViolations(page)
  await page.goto(`${OUTDOOR}/my/reclamations/`)
  await expectNoSeriousA11yViolations(page)
  await main(page)
    .getByRole('link', { name: /^Application №/ })
    .first()
    .click()
  await page.getByRole('button', { name: 'Cancel the application' }).click()
  await expect(main(page).getByRole('heading', { level: 2 }).first()).toHaveText('Canceled')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a return as a multi-page form, resumed after a reload, followed to its end by the dev control', async ({
    page,
    context,
  }) => {
    await signInWithToken(context, await demoCustomerToken())
    const order = (await listOrders(await demoCustomerToken())).results.find((o) => o.state === 'done')
    if (!order) throw new Error('the demo customer has no received order')
    await page.goto(`${OUTDOOR}/my/orders/${order.id}/`)
    await main(page)
      .getByRole('link', { name: /^Return / })
      .click()
    await fillReturn(page, { reloadAt: 'pickup', axe: false })
    const id = Number(/reclamations\/(\d+)/.exec(page.url())?.[1])
    for (const state of ['ready', 'shipping', 'processing', 'approved', 'done'])
      await devMove(`reclamations/${id}`, state)
    await page.goto(`${OUTDOOR}/my/reclamations/`)
    await expect(main(page).getByRole('list', { name: 'Return applications' })).toContainText('Refund made')
    await main(page)
      .getByRole('link', { name: `Application №${id}` })
      .click()
    await page.getByRole('link', { name: 'Show the return stages' }).click()
    await expect(main(page)).toContainText('Stage 6 from 6')
    await expect(main(page).getByRole('list', { name: 'Return stages' }).getByRole('listitem')).toHaveCount(6)
  })

  test('a review of an in-outlet purchase with a photo appears on the product page after publication', async ({
    page,
    context,
  }) => {
    await signInWithToken(context, await demoCustomerToken())
    await page.goto(`${OUTDOOR}/my/purchases/`)
    await main(page)
      .getByRole('list', { name: 'Purchases' })
      .getByRole('listitem')
      .first()
      .getByRole('link')
      .click()
    await main(page).getByRole('link', { name: 'Write a review' }).click()
    await main(page)
      .getByRole('link', { name: /^Write a review of / })
      .first()
      .click()
    await page.getByRole('button', { name: 'Send the review' }).click()
    await expect(main(page).getByText('To continue, rate the product')).toBeVisible()
    await expect(
      main(page).getByText('You need to confirm your agreement with the rules for publishing reviews'),
    ).toBeVisible()
    await page.getByLabel('5 of 5').check()
    await page.getByLabel('Pros').fill('Не промокают даже в ливень')
    await page.getByLabel('Photos (JPEG, PNG, WebP or HEIC, up to 10 MB each)').setInputFiles(PHOTO)
    await page.getByLabel('I agree with the rules for publishing reviews').check()
    await page.getByRole('button', { name: 'Send the review' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your review!')
    const pending = await (await fetch(`${API}/dev/returns`)).text()
    const reviewId = /Review (\d+): published/.exec(pending)?.[1]
    expect(reviewId).toBeTruthy()
    await devMove(`reviews/${reviewId}`, 'published')
    const sale = (
      await (
        await fetch(`${API}/api/sales/`, {
          headers: { 'X-QA-Company': '1', Authorization: `Token ${await demoCustomerToken()}` },
        })
      ).json()
    ).results[0]
    await page.goto(`${OUTDOOR}/catalog/products/${sale.items[0].product}/reviews`)
    await expect(main(page)).toContainText('Не промокают даже в ливень')
  })
})
