import type { BrowserContext, Page } from '@playwright/test'
import { useEnglish } from '../fixtures/account.ts'
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts'
import { OUTDOOR, TRAVEL } from '../fixtures/hosts.ts'
import { waitForHydration } from '../fixtures/hydration.ts'
import { expect, test } from '../fixtures/test.ts'

/**
 * Chat widgets, chat and call embeds, call from the website (issue 16), against the local stand-ins the
 * storefront serves in e2e (VITRINA_CHANNEL_STAND_INS=1): Rocket.Chat for outdoor, Salebot + a WhatsApp link
 * for travel, a SIP-over-WebSocket PBX for outdoor's calls (JsSIP, Chromium's fake microphone). Runs in the
 * `channels` project (playwright.config.ts), whose browser has the fake media device.
 */
test.describe.configure({ timeout: 90_000 })

// Tuesday 24 November 2026, 12:00 and 23:30 in Moscow: inside and outside outdoor's "Ежедневно 09:00-21:00".
const NOON_MSK = new Date('2026-11-24T09:00:00Z')
const NIGHT_MSK = new Date('2026-11-24T20:30:00Z')

const EMBEDS = [
  '/webview/chatbot/',
  '/webview/salebot/',
  '/screens/webchat/',
  '/webview/call/',
  '/screens/call/',
]

/** Requests for chat widget scripts or the call code, to show nothing of them loads before it is asked for. */
function watchOnDemand(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (/\/chat\/stand-in\/|jssip|sip-call/i.test(url)) seen.push(url)
  })
  return seen
}

test('every embed answers on both tenants in their languages, with titles and no script needed to read it', async ({
  page,
}) => {
  const titles: Record<string, [string, string]> = {
    '/webview/chatbot/': ['Чат-бот — Тропа', 'Chat bot — Wayfarer Travel'],
    '/webview/salebot/': ['Чат-бот — Тропа', 'Chat bot — Wayfarer Travel'],
    '/screens/webchat/': ['Написать в чат — Тропа', 'Chat with us — Wayfarer Travel'],
    '/webview/call/': ['Позвонить в магазин — Тропа', 'Call the shop — Wayfarer Travel'],
    '/screens/call/': ['Позвонить в магазин — Тропа', 'Call the shop — Wayfarer Travel'],
  }
  for (const path of EMBEDS) {
    for (const [host, title] of [
      [OUTDOOR, titles[path]?.[0]],
      [TRAVEL, titles[path]?.[1]],
    ] as const) {
      const response = await page.goto(`${host}${path}`)
      expect(response?.status(), `${host}${path}`).toBe(200)
      await expect(page).toHaveTitle(title ?? '')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The empty layout: no shop header, a main landmark.
      await expect(page.getByRole('banner')).toHaveCount(0)
      await expect(page.getByRole('main')).toBeVisible()
    }
  }
})

test('without JavaScript: the chat link or "chat unavailable", and the phone number to call', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  await useEnglish(context)
  const page = await context.newPage()
  await page.goto(`${TRAVEL}/screens/webchat/`)
  await expect(page.getByRole('link', { name: 'Write to us in the messenger' })).toHaveAttribute(
    'href',
    'https://wa.me/78120000002',
  )
  await page.goto(`${OUTDOOR}/webview/call/`)
  await expect(page.getByRole('link', { name: '+7 (495) 000-00-01' })).toHaveAttribute(
    'href',
    'tel:+74950000001',
  )
  await expect(page.getByText('Hours: Ежедневно 09:00-21:00')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Call from the browser' })).toHaveCount(0)
  // The frame's chat button is a link to the chat screen.
  await page.goto(`${OUTDOOR}/`)
  await expect(page.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', '/screens/webchat/')
  await context.close()
})

test('outdoor: the chat button loads Rocket.Chat only when pressed, and a message comes back answered', async ({
  page,
  context,
}) => {
  await useEnglish(context)
  const loads = watchOnDemand(page)
  await page.goto(`${OUTDOOR}/`)
  await waitForHydration(page)
  expect(loads, 'nothing of the chat before the click').toEqual([])
  await page.getByRole('link', { name: 'Chat with us' }).click()
  const frame = page.frameLocator('iframe[data-chat-stand-in="rocketchat"]')
  await expect(frame.getByRole('heading', { level: 1 })).toContainText('Rocket.Chat')
  expect(loads.some((url) => url.includes('/rocketchat/livechat/rocketchat-livechat.min.js'))).toBe(true)
  await frame.getByLabel('Message').fill('Do you have the Nansen 45 backpack in green?')
  await frame.getByRole('button', { name: 'Send' }).click()
  await expect(frame.getByText('Do you have the Nansen 45 backpack in green?')).toBeVisible()
  await expect(
    frame.getByText('Thank you! An operator has your message and will answer shortly.'),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('travel: Salebot answers in its window, in the embed too', async ({ page }) => {
  await page.goto(`${TRAVEL}/`)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Chat with us' }).click()
  const frame = page.frameLocator('iframe[data-chat-stand-in="salebot"]')
  await expect(frame.getByRole('heading', { level: 1 })).toContainText('Salebot')
  await page.goto(`${TRAVEL}/webview/salebot/`)
  await expect(page.getByRole('status')).toHaveText('The chat is open.')
  await expect(page.locator('iframe[data-chat-stand-in="salebot"]')).toHaveAttribute(
    'src',
    /chat=wayfarer-travel-demo/,
  )
  await expectNoSeriousA11yViolations(page)
})

test('a widget whose script fails: "chat unavailable", or the chat link where the tenant has one', async ({
  page,
  context,
}) => {
  await useEnglish(context)
  await context.route(/\/chat\/stand-in\/.*\.js/, (route) => route.abort())
  await page.goto(`${OUTDOOR}/`)
  await waitForHydration(page)
  const button = page.getByRole('link', { name: 'Chat with us' })
  await button.click()
  await expect(page.locator('[data-toast="error"]')).toContainText(
    'Chat is unavailable right now. Please try again later or call us.',
  )
  await expect(button).toBeFocused()
  await page.goto(`${OUTDOOR}/screens/webchat/`)
  const problem = page
    .getByRole('alert')
    .filter({ hasText: 'Chat is unavailable right now. Please try again later or call us.' })
  await expect(problem).toBeFocused()
  await expectNoSeriousA11yViolations(page)
  await page.goto(`${TRAVEL}/webview/chatbot/`)
  await expect(
    page.getByText('The chat window did not open; continue in the messenger instead.'),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Write to us in the messenger' })).toBeVisible()
})

async function openCallPage(page: Page, context: BrowserContext, at: Date) {
  await useEnglish(context)
  await page.clock.setFixedTime(at)
  await page.goto(`${OUTDOOR}/webview/call/`)
  await waitForHydration(page)
}

test('a call through the SIP stand-in connects, and hangs up', async ({ page, context }) => {
  await context.grantPermissions(['microphone'], { origin: OUTDOOR })
  const loads = watchOnDemand(page)
  await openCallPage(page, context, NOON_MSK)
  expect(loads, 'no call code before the click').toEqual([])
  await page.getByRole('button', { name: 'Call from the browser' }).click()
  await expect(page.getByRole('status')).toHaveText('Connected: you are talking to the shop.', {
    timeout: 20_000,
  })
  const hangUp = page.getByRole('button', { name: 'Hang up' })
  await expect(hangUp).toBeFocused()
  await expectNoSeriousA11yViolations(page)
  await hangUp.click()
  await expect(page.getByRole('status')).toHaveText('The call has ended.')
  await expect(page.getByRole('button', { name: 'Call from the browser' })).toBeFocused()
})

test('microphone refused: "microphone denied", and the number', async ({ page, context }) => {
  await context.clearPermissions()
  await openCallPage(page, context, NOON_MSK)
  await page.getByRole('button', { name: 'Call from the browser' }).click()
  const problem = page.getByRole('alert').filter({ hasText: 'Microphone access is denied' })
  await expect(problem).toBeFocused()
  await expect(page.getByRole('link', { name: '+7 (495) 000-00-01' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a browser without WebRTC: "call from unsupported device", and the number', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    // An old in-app browser: no peer connections.
    Reflect.deleteProperty(window, 'RTCPeerConnection')
  })
  await openCallPage(page, context, NOON_MSK)
  await expect(
    page.getByText('Calls from this device are not supported. Please call us by phone.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Call from the browser' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: '+7 (495) 000-00-01' })).toBeVisible()
})

test('outside the schedule: no call button, the phone number instead', async ({ page, context }) => {
  await openCallPage(page, context, NIGHT_MSK)
  await expect(
    page.getByText('Calls from the website are taken during business hours. Now, please call us by phone.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Call from the browser' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: '+7 (495) 000-00-01' })).toHaveAttribute(
    'href',
    'tel:+74950000001',
  )
  // Travel has no call from the website: the number only.
  await page.goto(`${TRAVEL}/screens/call/`)
  await expect(page.getByRole('link', { name: '+7 (812) 000-00-02' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Call from the browser' })).toHaveCount(0)
})
