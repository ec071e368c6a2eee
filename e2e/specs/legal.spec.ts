import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { apiToken, signIn, useEnglish } from '../fixtures/account.ts'
import { OUTDOOR } from '../fixtures/hosts.ts'
import { expect, test } from '../fixtures/test.ts'
import { API_PORT, SHOP_PORT } from '../playwright.config.ts'

/**
 * Legal customers (issue 14) on outdoor with the price restriction on: a legal entity fills its legal info,
 * asks for price access with a document, a manager approves through the dev control, and the customer sees
 * prices; the documents and managers pages; each with and without JavaScript. The restriction is turned on for
 * this spec only (workers: 1) and off again after it; the shop reads settings every 2 s in e2e.
 */
test.describe.configure({ timeout: 120_000 })

const API = `http://localhost:${API_PORT}`
const CHARTER = join(tmpdir(), 'vitrina-e2e-charter.pdf')
writeFileSync(CHARTER, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const LISTING = `${OUTDOOR}/catalog/clothes/`
const main = (page: Page) => page.getByRole('main')

async function restrictPrices(enabled: boolean) {
  const response = await fetch(`${API}/api/dev/companies/1/price-restriction/`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ is_enabled: enabled }),
  })
  expect(response.status).toBe(200)
}

async function latestRequestId(phone: string): Promise<number> {
  const token = await apiToken(phone)
  const response = await fetch(`${API}/api/price-access/`, {
    headers: { 'X-QA-Company': '1', Authorization: `Token ${token}` },
  })
  const status = (await response.json()) as { latest: { id: number } | null }
  expect(status.latest, 'a request was sent').toBeTruthy()
  return status.latest?.id ?? 0
}

/** Until the shop shows `text` on the listing (the settings caches of the API and the shop expire first). */
async function listingShows(page: Page, text: string | RegExp) {
  await expect(async () => {
    await page.goto(LISTING)
    await expect(main(page).getByText(text).first()).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 40_000 })
}

/** GET a shop path as this browser: Node cannot resolve *.localhost, so 127.0.0.1 with the shop's Host. */
async function shopGet(context: BrowserContext, path: string) {
  const cookies = (await context.cookies(OUTDOOR)).map((c) => `${c.name}=${c.value}`).join('; ')
  return context.request.get(`http://127.0.0.1:${SHOP_PORT}${path}`, {
    headers: { Host: new URL(OUTDOOR).host, Cookie: cookies },
  })
}

async function becomeLegal(page: Page) {
  await page.goto(`${OUTDOOR}/my/profile/`)
  await page.getByRole('radio', { name: 'Legal entity' }).check()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Legal info' })).toBeVisible()
}

async function fillLegalInfo(page: Page, bic: string) {
  await page.getByLabel('Company name').fill('ООО «Северный склад»')
  await page.getByLabel('INN').fill('7704123450')
  await page.getByLabel('Full name of the signatory').fill('Смирнова Анна Петровна')
  await page.getByLabel('Legal address').fill('125009, Москва, ул. Тверская, д. 9')
  await page.getByLabel('Bank', { exact: true }).fill('ПАО Сбербанк')
  await page.getByLabel('BIC').fill(bic)
  await page.getByLabel('Correspondent account').fill('30101810400000000225')
  await page.getByLabel('Settlement account').fill('4070 2810 2000 0001 2345')
  await page.getByRole('button', { name: 'Save legal info' }).click()
}

test.beforeAll(async () => {
  await restrictPrices(true)
})
test.afterAll(async () => {
  await restrictPrices(false)
})

test('a legal customer asks for price access with a document, is approved and sees prices', async ({
  page,
  context,
}) => {
  // A guest is asked to sign in instead of seeing prices (in English: the shop's own language is Russian).
  await useEnglish(context)
  await listingShows(page, 'Sign in to see prices')
  const phone = '+79161239101'
  await signIn(context, phone)
  // No level yet: the no-level message.
  await listingShows(page, 'Prices are shown once your customer level is assigned')

  await becomeLegal(page)
  await fillLegalInfo(page, '044525226')
  await expect(
    page
      .getByText('The BIC is not valid: 9 digits starting with 04')
      .or(page.getByText(/Bank account number must be valid/))
      .first(),
  ).toBeVisible()
  await expect(page.getByLabel('Company name')).toHaveValue('ООО «Северный склад»')
  await page.getByLabel('BIC').fill('044525225')
  await page.getByRole('button', { name: 'Save legal info' }).click()
  await expect(page.getByText('Legal info saved')).toBeVisible()
  await expect(page.getByLabel('Settlement account')).toHaveValue('40702810200000012345')

  await page.goto(`${OUTDOOR}/my/price-access/`)
  await page.getByRole('button', { name: 'Send for verification' }).click()
  await expect(main(page).getByText('Documents must be added')).toBeVisible()
  await page.getByLabel(/^Company documents/).setInputFiles(CHARTER)
  await expect(
    main(page).getByRole('list', { name: 'Documents' }).getByText('vitrina-e2e-charter.pdf').first(),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Send for verification' }).click()
  await expect(main(page).getByText('Price access is being verified')).toBeVisible()
  await listingShows(page, 'Price access is being verified')

  const id = await latestRequestId(phone)
  const approved = await fetch(`${API}/api/dev/price-access/${id}/state/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state: 'approved' }),
  })
  expect(approved.status).toBe(200)
  await page.goto(`${OUTDOOR}/my/price-access/`)
  await expect(main(page).getByText('Price access approved')).toBeVisible()
  await expect(main(page).getByText('Опт - оптовые цены')).toBeVisible()
  await page.goto(LISTING)
  await expect(main(page).getByText(/₽/).first()).toBeVisible()
  await expect(main(page).getByText('Price access is being verified')).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('legal info, the request with a document, the webview, documents and managers all work', async ({
    page,
    context,
  }) => {
    const phone = '+79161239102'
    await signIn(context, phone)
    await becomeLegal(page)
    await fillLegalInfo(page, '144525225')
    await expect(page.getByText('The BIC is not valid: 9 digits starting with 04')).toBeVisible()
    await expect(page.getByLabel('INN')).toHaveValue('7704123450')
    await page.getByLabel('BIC').fill('044525225')
    await page.getByRole('button', { name: 'Save legal info' }).click()
    await expect(page.getByText('Legal info saved')).toBeVisible()

    await page.goto(`${OUTDOOR}/my/webview/price-access/`)
    await expect(page.getByRole('banner')).toHaveCount(0)
    await page.getByRole('button', { name: 'Send for verification' }).click()
    await expect(main(page).getByText('Documents must be added')).toBeVisible()
    await page.getByLabel(/^Company documents/).setInputFiles(CHARTER)
    await page.getByRole('button', { name: 'Send for verification' }).click()
    await expect(main(page).getByText('Price access is being verified')).toBeVisible()
    await expect(page).toHaveURL(/\/my\/webview\/price-access\/\?sent=1$/)

    await page.goto(`${OUTDOOR}/my/customer-documents/`)
    const link = main(page).getByRole('link', { name: 'vitrina-e2e-charter.pdf' })
    await expect(link).toBeVisible()
    await expect(main(page).getByText(/Price access request · application\/pdf/)).toBeVisible()
    const href = (await link.getAttribute('href')) ?? ''
    const download = await shopGet(context, href)
    expect(download.status()).toBe(200)
    expect(download.headers()['content-disposition']).toContain('vitrina-e2e-charter.pdf')
    expect((await download.body()).toString('latin1')).toContain('%PDF-1.4')

    // Another customer's document is not found.
    await signIn(context, '+79161239103')
    expect((await shopGet(context, href)).status()).toBe(404)
    await page.goto(`${OUTDOOR}/my/personal-managers/`)
    await expect(main(page).getByRole('heading', { name: 'No personal manager yet' })).toBeVisible()
  })
})

test('the demo legal customer sees their personal managers with contacts', async ({ page, context }) => {
  await signIn(context, '+79161234014')
  await page.goto(`${OUTDOOR}/my/personal-managers/`)
  const olga = main(page).getByRole('listitem').filter({ hasText: 'Ольга Кузнецова' })
  await expect(olga.getByRole('link', { name: '+74951234567' })).toHaveAttribute('href', 'tel:+74951234567')
  await expect(olga.getByRole('link', { name: 'Write in Telegram' })).toHaveAttribute(
    'href',
    'https://t.me/tropa_opt_olga',
  )
  await page.goto(`${OUTDOOR}/my/customer-documents/`)
  await expect(main(page).getByRole('heading', { name: 'No documents yet' })).toBeVisible()
})
