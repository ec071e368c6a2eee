import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { useEnglish } from '../fixtures/account.ts'
import { fillCourierAddress, fillCustomer } from '../fixtures/checkout.ts'
import { OUTDOOR } from '../fixtures/hosts.ts'
import { addClothesToCart, signInOnPage } from '../fixtures/sign-in.ts'
import { SCALE } from '../playwright.scale.config.ts'

/** The upstream addresses nginx sent requests to, from its access log (`status method host uri upstream cache`). */
function upstreamsUsed(): Set<string> {
  const lines = readFileSync(join(SCALE.nginxDir, 'access.log'), 'utf8').split('\n')
  const used = new Set<string>()
  for (const line of lines) {
    // The upstream field may name several tries ("a:1, b:2"); the status and the URI hold no address.
    const upstream = line.split(' ').slice(4, -1).join(' ')
    for (const address of upstream.match(/\d+\.\d+\.\d+\.\d+:\d+/g) ?? []) used.add(address)
  }
  return used
}

test('a guest buys through the balancer: 2 storefronts and 2 APIs on PostgreSQL behind nginx', async ({
  page,
  context,
}) => {
  // OUTDOOR is nginx's port here (playwright.scale.config.ts points the fixtures at the balancer).
  expect(OUTDOOR).toBe(`http://outdoor.localhost:${SCALE.shop}`)
  await useEnglish(context)
  const name = await addClothesToCart(page, OUTDOOR)
  await page.goto(`${OUTDOOR}/cart/`)
  await page.getByRole('link', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(/\/login\/\?returnUrl=%2Fcart%2Fdelivery%2F$/)
  await signInOnPage(page, { phone: '+71117770181', company: 1 })
  await expect(page).toHaveURL(`${OUTDOOR}/cart/delivery/`)
  await expect(page.getByRole('main')).toContainText(name)
  await fillCustomer(page)
  await fillCourierAddress(page)
  // Paid on delivery: the sandbox bank (the API's stand-in for a payment provider) keeps its payments in the
  // memory of the API process that created them, so behind a balancer its page may land on the other process.
  // A real provider is one external service; see tooling/deploy/README.md.
  await page.getByRole('radio', { name: 'Cash or card on delivery' }).check()
  await page.getByLabel('I accept the terms of the offer').check()
  await page.getByRole('button', { name: 'Place order', exact: true }).click()
  await expect(page).toHaveURL(/^http:\/\/outdoor\.localhost:\d+\/cart\/success\/\d+\/?$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order placed')
  await page.goto(`${OUTDOOR}/my/orders/`)
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1)

  // Every process took part: nginx spread the journey's requests over both storefronts and both APIs.
  const used = upstreamsUsed()
  for (const port of [...SCALE.shops, ...SCALE.apis])
    expect([...used], `port ${port} served`).toContain(`127.0.0.1:${port}`)
})
