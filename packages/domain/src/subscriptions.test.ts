import { expect, test } from 'vitest'
import { applySubscriptionChoices, defaultSubscriptions, subscriptionRefusal } from './subscriptions.ts'

test('order news is on by default, marketing is opt-in', () => {
  const matrix = defaultSubscriptions()
  expect(matrix.orders).toEqual({ email: true, push: true, sms: true })
  expect(matrix.promotions).toEqual({ email: false, push: false, sms: false })
  expect(matrix.news.sms).toBe(false)
})

test('stored choices override the defaults and unknown ones are ignored', () => {
  const matrix = applySubscriptionChoices([
    { topic: 'promotions', channel: 'sms', enabled: true },
    { topic: 'orders', channel: 'email', enabled: false },
    { topic: 'spam', channel: 'sms', enabled: true },
    { topic: 'news', channel: 'pigeon', enabled: true },
  ])
  expect(matrix.promotions.sms).toBe(true)
  expect(matrix.orders.email).toBe(false)
  expect(Object.keys(matrix)).toEqual(['orders', 'promotions', 'news'])
  expect(matrix.news).toEqual({ email: false, push: false, sms: false })
})

test('email can be switched on only with a confirmed address; switching off is always allowed', () => {
  expect(subscriptionRefusal('email', true, { address: null, confirmed: false })).toBe('no_email')
  expect(subscriptionRefusal('email', true, { address: 'a@b.ru', confirmed: false })).toBe(
    'email_not_confirmed',
  )
  expect(subscriptionRefusal('email', true, { address: 'a@b.ru', confirmed: true })).toBeNull()
  expect(subscriptionRefusal('email', false, { address: null, confirmed: false })).toBeNull()
  expect(subscriptionRefusal('sms', true, { address: null, confirmed: false })).toBeNull()
})
