import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { remixCookieValue, remixSignedCookieValue } from '../fixtures/account.ts'
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts'
import { OUTDOOR, TRAVEL } from '../fixtures/hosts.ts'
import { demoCustomerToken, listOrders, signInWithToken } from '../fixtures/orders.ts'
import { ru } from '../fixtures/russian.ts'
import { seededCustomerToken } from '../fixtures/sign-in.ts'
import { expect, test } from '../fixtures/test.ts'
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

// A one-page PDF scan of the passport: the API sniffs `%PDF-`; a text file named .pdf is refused as a document.
const SCAN = join(tmpdir(), 'vitrina-e2e-passport.pdf')
writeFileSync(
  SCAN,
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
const NOT_A_SCAN = join(tmpdir(), 'vitrina-e2e-passport-notes.pdf')
writeFileSync(NOT_A_SCAN, 'Паспорт: серия 4510, номер 123456 (текст, не скан)\n')

const DEMO_PHONE = '+79123456789'
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A link or heading whose Russian name starts with the English message's text before its placeholder. */
const startingWith = (english: string) => new RegExp(`^${escapeRegExp(ru(english, { 0: '' }).trim())}`)

/** The travel tenant's (company 2) demo customer, found by phone. */
const travelDemoToken = () => seededCustomerToken(2, DEMO_PHONE)

/** The travel customer's received orders (the seed's bookings), oldest first. */
async function travelDoneOrders(token: string): Promise<{ id: number; items: { product: number }[] }[]> {
  const response = await fetch(`${API}/api/orders/`, {
    headers: { 'X-QA-Company': '2', Authorization: `Token ${token}` },
  })
  expect(response.status).toBe(200)
  const { results } = (await response.json()) as {
    results: { id: number; state: string; items: { product: number }[] }[]
  }
  const done = results.filter((o) => o.state === 'done').reverse()
  expect(done.length, 'the travel demo customer has two received bookings').toBeGreaterThanOrEqual(2)
  return done
}

/** Signs the browser in on the travel host with the Russian interface (the `locale` cookie). */
async function onTravelInRussian(context: BrowserContext, token: string) {
  await context.addCookies([
    { name: 'token', value: remixSignedCookieValue(token), url: TRAVEL },
    { name: 'locale', value: remixCookieValue('ru'), url: TRAVEL },
  ])
}

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
  // An empty reason is refused in spec §5's words and takes the focus (conform with JavaScript, without it the
  // refused post's autoFocus): the same rules on both paths.
  await expect(page.getByRole('heading', { name: 'Reason and photos' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByLabel('Reason for the return')).toBeFocused()
  await expect(main(page).getByText('This field is required')).toBeVisible()
  await page.getByLabel('Reason for the return').fill('Шов на рукаве разошёлся после второй носки')
  // Without a photo the step says so, and the photo input takes the focus.
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(main(page).getByText('Add at least one photo')).toBeVisible()
  await expect(page.getByLabel(/^Photos of the item/)).toBeFocused()
  await page.getByLabel(/^Photos of the item/).setInputFiles(PHOTO)
  // With JavaScript the file uploads at once (with progress); without, the form posts it.
  if (!axe) await page.getByRole('button', { name: 'Upload photos' }).click()
  // A running upload is listed too (with its progress): only a stored photo has a Remove button.
  const photos = main(page).getByRole('list', { name: 'Photos' })
  await expect(photos.getByRole('button', { name: /^Remove / })).toHaveCount(1)
  await expect(photos.getByRole('listitem')).toHaveCount(1)
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
  await page.getByLabel(/^Scans of the identity document/).setInputFiles(SCAN)
  if (!axe) await page.getByRole('button', { name: 'Upload scans' }).click()
  const scans = main(page).getByRole('list', { name: 'Document scans' })
  await expect(scans.getByRole('button', { name: /^Remove / })).toHaveCount(1)
  if (reloadAt === 'applicant') {
    // Leaving and coming back: what was typed on this step is kept (saved as the draft while typing).
    await page.waitForTimeout(1200)
    await page.reload()
    await expect(page.getByLabel('Division code (Russian passport)')).toHaveValue('770-001')
    await expect(scans.getByRole('listitem')).toHaveCount(1)
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
  await expect(main(page)).toContainText('Document scans: 1')
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

  test('on the travel tenant in Russian: a return with a passport scan, followed to its end', async ({
    page,
    context,
  }) => {
    // Ten form posts without JavaScript with three uploads: more than the file's 90 s on a busy machine.
    test.setTimeout(150_000)
    const token = await travelDemoToken()
    const [order] = await travelDoneOrders(token)
    await onTravelInRussian(context, token)
    await page.goto(`${TRAVEL}/my/orders/${order?.id}/`)
    await main(page)
      .getByRole('link', { name: startingWith('Return {0}') })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru('Return application'))
    await expect(main(page).getByRole('checkbox').first()).toBeChecked()
    await page.getByRole('button', { name: ru('Continue') }).click()
    await page
      .getByLabel(ru('Reason for the return'), { exact: true })
      .fill('Поездку отменили: заболел ребёнок')
    await page
      .getByLabel(ru('Photos of the item and the defect (JPEG, PNG, WebP or HEIC, up to 10 MB each)'))
      .setInputFiles(PHOTO)
    await page.getByRole('button', { name: ru('Upload photos') }).click()
    await expect(
      main(page)
        .getByRole('list', { name: ru('Photos') })
        .getByRole('listitem'),
    ).toHaveCount(1)
    await page.getByRole('button', { name: ru('Continue') }).click()
    await expect(page.getByRole('heading', { name: ru('Applicant and passport') })).toBeVisible()
    const field = (english: string) => page.getByLabel(ru(english), { exact: true })
    await field('Full name').fill('Картер Эмили')
    await field('Date of birth (DD.MM.YYYY)').fill('03.08.1988')
    await field('Registration address').fill('Санкт-Петербург, Невский проспект, 28, кв. 5')
    await field('Series (Russian passport)').fill('4012')
    await field('Number').fill('654321')
    await field('Issue date (DD.MM.YYYY)').fill('21.09.2008')
    await field('Issued by').fill('ТП № 71 отдела УФМС России по Санкт-Петербургу')
    await field('Division code (Russian passport)').fill('780-071')
    const scans = field('Scans of the identity document, optional (PDF, JPEG or PNG, up to 15 MB each)')
    // A text file named .pdf is refused by its bytes, in Russian, and nothing typed is lost.
    await scans.setInputFiles(NOT_A_SCAN)
    await page.getByRole('button', { name: ru('Upload scans') }).click()
    await expect(main(page).getByRole('alert')).toContainText(ru('Wrong file format: PDF, JPEG or PNG'))
    await expect(field('Division code (Russian passport)')).toHaveValue('780-071')
    await scans.setInputFiles(SCAN)
    await page.getByRole('button', { name: ru('Upload scans') }).click()
    const scanList = main(page).getByRole('list', { name: ru('Document scans') })
    await expect(scanList.getByRole('listitem')).toHaveCount(1)
    await expect(scanList).toContainText('vitrina-e2e-passport.pdf')
    await page.getByRole('button', { name: ru('Continue') }).click()
    await expect(page.getByRole('heading', { name: ru('Refund') })).toBeVisible()
    await page.getByRole('button', { name: ru('Continue') }).click()
    await field('Courier address').fill('Санкт-Петербург, Невский проспект, 28, кв. 5')
    await page.getByRole('button', { name: ru('Continue') }).click()
    await expect(page.getByRole('heading', { name: ru('Check and send') })).toBeVisible()
    await expect(main(page)).toContainText(`${ru('Document scans')}: 1`)
    await page.getByRole('button', { name: ru('Send the application') }).click()
    await expect(page.getByRole('status')).toContainText(ru('The application has been sent.'))
    await expect(
      main(page)
        .getByRole('list', { name: ru('Document scans') })
        .getByRole('link'),
    ).toHaveCount(1)
    const id = Number(/reclamations\/(\d+)/.exec(page.url())?.[1])
    for (const state of ['ready', 'shipping', 'processing', 'approved', 'done'])
      await devMove(`reclamations/${id}`, state)
    await page.goto(`${TRAVEL}/my/reclamations/`)
    await expect(main(page).getByRole('list', { name: ru('Return applications') })).toContainText(
      ru('Refund made'),
    )
    await main(page)
      .getByRole('link', { name: ru('Application №{0}', { 0: id }) })
      .click()
    await page.getByRole('link', { name: ru('Show the return stages') }).click()
    await expect(
      main(page)
        .getByRole('list', { name: ru('Return stages') })
        .getByRole('listitem'),
    ).toHaveCount(6)
  })
})

test('on the travel tenant in Russian: a review of a booking appears on the product page after publication', async ({
  page,
  context,
}) => {
  const token = await travelDemoToken()
  const [, order] = await travelDoneOrders(token)
  await onTravelInRussian(context, token)
  await page.goto(`${TRAVEL}/my/orders/${order?.id}/`)
  await main(page)
    .getByRole('link', { name: ru('Write a review'), exact: true })
    .click()
  await main(page)
    .getByRole('link', { name: startingWith('Write a review of {0}') })
    .first()
    .click()
  await page.getByRole('button', { name: ru('Send the review') }).click()
  await expect(main(page).getByText(ru('To continue, rate the product'))).toBeVisible()
  await page.getByLabel(ru('{n} of 5', { n: 4 })).check()
  await page.getByLabel(ru('Pros'), { exact: true }).fill('Гид знал каждую тропу, ночёвки тёплые')
  await page.getByLabel(ru('Comment'), { exact: true }).fill('Маршрут вдоль Катуни, поеду снова в сентябре')
  await page.getByLabel(ru('Photos (JPEG, PNG, WebP or HEIC, up to 10 MB each)')).setInputFiles(PHOTO)
  await page.getByLabel(ru('I agree with the rules for publishing reviews')).check()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: ru('Send the review') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ru('Thank you for your review!'))
  const pending = await (await fetch(`${API}/dev/returns`)).text()
  const row = /<td>(\d+)<\/td><td>(\d+)<\/td><td>4<\/td><td>Маршрут вдоль Катуни/.exec(pending)
  expect(row, 'the review awaits moderation on the dev page').toBeTruthy()
  await devMove(`reviews/${row?.[1]}`, 'published')
  await page.goto(`${TRAVEL}/catalog/products/${row?.[2]}/reviews`)
  await expect(main(page)).toContainText('Гид знал каждую тропу, ночёвки тёплые')
})
