import type { BrowserContext, Page } from '@playwright/test'
import { signIn as signInWithCookie, useEnglish } from '../fixtures/account.ts'
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts'
import { OUTDOOR } from '../fixtures/hosts.ts'
import { providerCallbackUrl } from '../fixtures/oidc.ts'
import { sentCode, signInOnPage } from '../fixtures/sign-in.ts'
import { expect, test } from '../fixtures/test.ts'
import { API_PORT, OIDC_PORT } from '../playwright.config.ts'

/**
 * External sign-in (issue 5): company 1 offers "Yandex ID", served by a real local OpenID provider
 * (e2e/servers/oidc-provider.mjs, any login and password; the login is the identity). A new identity goes to
 * the phone step and is linked after the code; a signed-in customer links one directly; a callback that is
 * not this browser's attempt signs nobody in. Phones from the QA range, one per journey.
 */
const PHONES = {
  newcomer: '+71115550901',
  linker: '+71115550902',
  resent: '+71115550903',
  noScript: '+71115550904',
}

const banner = (page: Page) => page.getByRole('banner')
const accountMenu = (page: Page) => banner(page).locator('summary')

/** Signs in on the provider's development login page as `login` (skipped when its session remembers). */
async function passProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login)
  await page.getByPlaceholder('and password').fill('any password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
}

/** The phone of the customer the browser is signed in as, asked from the API with the token cookie's key. */
async function signedInPhone(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies(OUTDOOR)).find((c) => c.name === 'token')
  if (!cookie) return null
  // The token cookie is signed: its value is the encoded key, a dot, and the signature.
  const [encoded = ''] = decodeURIComponent(cookie.value).split('.')
  const key = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as string
  const response = await fetch(`http://localhost:${API_PORT}/api/customers/me/`, {
    headers: { 'X-QA-Company': '1', Authorization: `Token ${key}` },
  })
  return response.ok ? ((await response.json()) as { phone: string }).phone : null
}

async function logOut(page: Page) {
  await accountMenu(page).click()
  await banner(page).getByRole('button', { name: 'Log out' }).click()
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
}

test.beforeEach(async ({ context }) => {
  await useEnglish(context)
})

test('a new shopper comes back from the provider to the phone step, and is linked after the code', async ({
  page,
  context,
}) => {
  await page.goto(`${OUTDOOR}/login/?returnUrl=${encodeURIComponent('/cart/')}`)
  await expect(page.getByText('Sign in to place the order')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page
    .getByRole('navigation', { name: 'Other ways to sign in' })
    .getByRole('link', { name: 'Yandex ID' })
    .click()
  await passProvider(page, 'newcomer')
  await expect(page).toHaveURL(`${OUTDOOR}/login/?returnUrl=%2Fcart%2F`)
  await expect(page.getByText('Yandex ID will then be linked to your account')).toBeVisible()
  expect(await signedInPhone(context)).toBeNull()
  await signInOnPage(page, { phone: PHONES.newcomer, company: 1 })
  await expect(page).toHaveURL(`${OUTDOOR}/cart/`)
  await expect(accountMenu(page)).toBeVisible()
  expect(await signedInPhone(context)).toBe(PHONES.newcomer)

  // Linked: signed out, the same provider identity now signs in straight away (the provider remembers it).
  await logOut(page)
  await page.goto(`${OUTDOOR}/login/`)
  await page.getByRole('link', { name: 'Yandex ID' }).click()
  await expect(page).toHaveURL(`${OUTDOOR}/`)
  await expect(accountMenu(page)).toBeVisible()
  expect(await signedInPhone(context)).toBe(PHONES.newcomer)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the provider, the phone step and the link work with plain links and forms', async ({
    page,
    context,
  }) => {
    await page.goto(`${OUTDOOR}/login/?returnUrl=${encodeURIComponent('/cart/')}`)
    await page.getByRole('link', { name: 'Yandex ID' }).click()
    await passProvider(page, 'no-script')
    await expect(page.getByText('Yandex ID will then be linked to your account')).toBeVisible()
    await signInOnPage(page, { phone: PHONES.noScript, company: 1 })
    await expect(page).toHaveURL(`${OUTDOOR}/cart/`)
    expect(await signedInPhone(context)).toBe(PHONES.noScript)
    await context.clearCookies({ name: 'token' })
    await page.goto(`${OUTDOOR}/login/`)
    await page.getByRole('link', { name: 'Yandex ID' }).click()
    await expect(page).toHaveURL(`${OUTDOOR}/`)
    expect(await signedInPhone(context)).toBe(PHONES.noScript)
  })
})

test('a signed-in customer links the provider, goes back to the profile, then signs in with it', async ({
  page,
  context,
}) => {
  await signInWithCookie(context, PHONES.linker)
  await page.goto(`${OUTDOOR}/oauth/?provider=yandex&returnUrl=${encodeURIComponent('/my/profile/')}`)
  await passProvider(page, 'linker')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account linked')
  await expect(page.getByRole('status')).toHaveText(
    'Yandex ID is now linked to your account: you can sign in with it.',
  )
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Back to profile' }).click()
  await expect(page).toHaveURL(`${OUTDOOR}/my/profile/`)

  await logOut(page)
  await page.goto(`${OUTDOOR}/login/?returnUrl=${encodeURIComponent('/my/orders/')}`)
  await page.getByRole('link', { name: 'Yandex ID' }).click()
  await expect(page).toHaveURL(`${OUTDOOR}/my/orders/`)
  expect(await signedInPhone(context)).toBe(PHONES.linker)
})

test('a callback with a tampered or missing state signs nobody in', async ({ page, context }) => {
  // This browser starts an attempt; the provider's answer to it comes back with another state.
  await page.goto(`${OUTDOOR}/login/`)
  const authorize = page.waitForRequest((r) => r.url().startsWith(`http://localhost:${OIDC_PORT}/auth?`))
  await page.getByRole('link', { name: 'Yandex ID' }).click()
  const callback = await providerCallbackUrl((await authorize).url(), 'mallory')
  const genuineState = callback.searchParams.get('state') ?? ''
  callback.searchParams.set('state', `${genuineState.slice(0, -1)}${genuineState.endsWith('A') ? 'B' : 'A'}`)
  await page.goto(callback.toString())
  await expect(page).toHaveURL(`${OUTDOOR}/login/?oauth=failed`)
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not sign in with this service' }),
  ).toBeVisible()
  expect(await signedInPhone(context)).toBeNull()

  // The attempt is spent: even the genuine state does not sign in any more.
  callback.searchParams.set('state', genuineState)
  await page.goto(callback.toString())
  await expect(page).toHaveURL(`${OUTDOOR}/login/?oauth=failed`)
  expect(await signedInPhone(context)).toBeNull()

  // A callback this browser never started (no attempt cookie at all).
  await page.goto(`${OUTDOOR}/oauth/callback/yandex?code=stolen&state=guessed`)
  await expect(page).toHaveURL(`${OUTDOOR}/login/?oauth=failed`)
  expect(await signedInPhone(context)).toBeNull()
})

test('a provider that is not offered is not available', async ({ page }) => {
  const response = await page.goto(`${OUTDOOR}/oauth/?provider=vk`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This sign-in method is not available')
  await expectNoSeriousA11yViolations(page)
})

// Not a provider journey, but the same issue's login page: a 429 from the API names its wait (Retry-After).
test('a fresh login page within a minute of a sent code goes to the code step with the timer', async ({
  page,
  context,
}) => {
  const sent = await fetch(
    `http://localhost:${API_PORT}/api/sms/send_code/?phone=${encodeURIComponent(PHONES.resent)}`,
    { method: 'POST', headers: { 'X-QA-Company': '1' } },
  )
  expect(sent.status).toBe(201)
  await page.goto(`${OUTDOOR}/login/`)
  await page.getByLabel('Phone number').fill(PHONES.resent)
  await page.getByRole('button', { name: 'Get code' }).click()
  await expect(page.getByText(/^A new code can be requested in \d+ s\.$/).first()).toBeVisible()
  await expect(page.getByText(/Too many requests/)).toHaveCount(0)
  await page.getByLabel('Code from the SMS').fill(await sentCode(1, PHONES.resent, 'sms'))
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(`${OUTDOOR}/`)
  expect(await signedInPhone(context)).toBe(PHONES.resent)
})
