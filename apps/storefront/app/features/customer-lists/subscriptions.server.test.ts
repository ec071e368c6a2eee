import { expect, test } from 'vitest'
import { changesOf } from './subscriptions.server.ts'

const off = { email: false, push: false, sms: false }
const settings = (confirmed: boolean) => ({
  topics: [
    { topic: 'orders' as const, channels: { email: true, push: true, sms: true } },
    { topic: 'promotions' as const, channels: off },
    { topic: 'news' as const, channels: off },
  ],
  email: { address: 'a@b.ru', confirmed },
})

test('the no-JavaScript form saves only the switches that changed', () => {
  const form = new FormData()
  for (const name of ['orders.email', 'orders.sms', 'promotions.sms', 'news.email']) form.set(name, 'on')
  expect(changesOf(settings(true), form)).toEqual([
    { topic: 'orders', channel: 'push', enabled: false },
    { topic: 'promotions', channel: 'sms', enabled: true },
    { topic: 'news', channel: 'email', enabled: true },
  ])
})

test('email is left alone while the address is unconfirmed (its switch is disabled and not posted)', () => {
  const form = new FormData()
  for (const name of ['orders.push', 'orders.sms']) form.set(name, 'on')
  expect(changesOf(settings(false), form)).toEqual([])
})
