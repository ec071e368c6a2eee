import { expect, test, vi } from 'vitest'
import { cookiesFor } from '../../lib/cookies.server.ts'
import { registerDevice, unlinkDevice } from './device-registration.server.ts'

// The storefront's own cookies (§9 lifetimes), over plain http, signed with a test secret.
const cookies = cookiesFor(new Request('http://shop.test/'), ['test-cookie-secret'])
const subscription = (n: number) => ({
  endpoint: `https://push.example/send/${n}`,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
})

function fakeContext(token?: string) {
  const services = {
    createDevice: vi.fn(async () => ({ id: 'dev-1' })),
    updateDevice: vi.fn(async () => ({})),
    linkDevice: vi.fn(async () => ({})),
    unlinkDevice: vi.fn(async () => ({})),
  }
  // Only the calls registration makes are faked.
  const context = { api: { services }, cookies, token } as unknown as Parameters<typeof registerDevice>[0]
  return { context, services }
}

const requestWith = (setCookies: string[]) =>
  new Request('http://shop.test/push/device', {
    headers: { cookie: setCookies.map((c) => c.split(';')[0]).join('; ') },
  })

test('§4: created without a stored device, then nothing for the same token, an update for a new one', async () => {
  const guest = fakeContext()
  const first = await registerDevice(guest.context, requestWith([]), subscription(1))
  expect(first).toMatchObject({ action: 'create', linked: false })
  expect(guest.services.createDevice).toHaveBeenCalledWith(
    expect.objectContaining({ application: 'vitrina-web', registration_id: JSON.stringify(subscription(1)) }),
  )
  expect(first.cookies.map((c) => c.split('=')[0])).toEqual(['push_device', 'push_token'])
  // Five years (spec §9).
  expect(first.cookies[0]).toContain(`Max-Age=${5 * 365 * 24 * 3600}`)

  const again = await registerDevice(guest.context, requestWith(first.cookies), subscription(1))
  expect(again).toMatchObject({ action: 'none', linked: false, cookies: [] })
  const changed = await registerDevice(guest.context, requestWith(first.cookies), subscription(2))
  expect(changed.action).toBe('update')
  expect(guest.services.updateDevice).toHaveBeenCalledWith(
    'dev-1',
    expect.objectContaining({ registration_id: JSON.stringify(subscription(2)) }),
  )
  expect(guest.services.createDevice).toHaveBeenCalledOnce()
  expect(guest.services.linkDevice).not.toHaveBeenCalled()

  const signedIn = fakeContext('key')
  const linked = await registerDevice(signedIn.context, requestWith(first.cookies), subscription(1))
  expect(linked).toMatchObject({ action: 'link', linked: true })
  expect(signedIn.services.linkDevice).toHaveBeenCalledWith('dev-1')
  await unlinkDevice(signedIn.context, requestWith(first.cookies))
  expect(signedIn.services.unlinkDevice).toHaveBeenCalledWith('dev-1')
})

test('a forged device cookie is not trusted: a new device is created', async () => {
  const { context, services } = fakeContext()
  const forged = `push_device=${Buffer.from(JSON.stringify({ id: 'someone-else', deviceId: 'x' })).toString('base64')}`
  await registerDevice(
    context,
    new Request('http://shop.test/', { headers: { cookie: forged } }),
    subscription(3),
  )
  expect(services.createDevice).toHaveBeenCalledOnce()
  expect(services.updateDevice).not.toHaveBeenCalled()
})
