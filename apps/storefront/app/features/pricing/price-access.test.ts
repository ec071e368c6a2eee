import { expect, test } from 'vitest'
import { offerFor, priceAccessFor, readPriceAccess, showsGuestLabel, VISIBLE_PRICES } from './price-access.ts'

const enabled = {
  is_enabled: true,
  guest_message: '  Sign in for wholesale prices ',
  level_message: 'Not your level',
  no_level_message: '',
}
const silver = { id: 1, name: 'Silver', description: '5% off' }

test('prices are visible to everybody while the restriction is off', () => {
  expect(priceAccessFor({ ...enabled, is_enabled: false }, null)).toEqual(VISIBLE_PRICES)
  expect(priceAccessFor(undefined, null)).toEqual(VISIBLE_PRICES)
})

test('a guest gets the company guest message, trimmed, and the Guest label', () => {
  const access = priceAccessFor(enabled, null)
  expect(access).toEqual({ visible: false, reason: 'guest', message: 'Sign in for wholesale prices' })
  expect(showsGuestLabel(access)).toBe(true)
})

test('a customer on approval gets the on-approval text whatever the level', () => {
  expect(priceAccessFor(enabled, { state: 'ON_APPROVAL', level: silver })).toEqual({
    visible: false,
    reason: 'on_approval',
    message: null,
  })
})

test('a customer without a level gets the no-level case; an empty company message leaves the text to us', () => {
  const access = priceAccessFor(enabled, { state: 'ACTIVE', level: null })
  expect(access).toEqual({ visible: false, reason: 'no_level', message: null })
  expect(showsGuestLabel(access)).toBe(false)
})

test('a customer with a level sees prices (the company lists no levels that may not)', () => {
  expect(priceAccessFor(enabled, { state: 'ACTIVE', level: silver })).toEqual(VISIBLE_PRICES)
})

test('loader data is read defensively: anything malformed or missing shows prices', () => {
  const hidden = { visible: false, reason: 'guest', message: null }
  expect(readPriceAccess({ priceAccess: hidden })).toEqual(hidden)
  expect(readPriceAccess({ priceAccess: { visible: false, reason: 'other', message: null } })).toEqual(
    VISIBLE_PRICES,
  )
  expect(readPriceAccess({ priceAccess: { visible: false, reason: 'guest', message: 'Sign in' } })).toEqual({
    visible: false,
    reason: 'guest',
    message: 'Sign in',
  })
  expect(readPriceAccess({ priceAccess: { visible: false, reason: 'guest', message: 7 } })).toEqual(
    VISIBLE_PRICES,
  )
  expect(readPriceAccess({ priceAccess: { visible: false, reason: 'guest' } })).toEqual(VISIBLE_PRICES)
  expect(readPriceAccess({ priceAccess: { visible: 'no', reason: 'guest', message: null } })).toEqual(
    VISIBLE_PRICES,
  )
  expect(readPriceAccess({ priceAccess: null })).toEqual(VISIBLE_PRICES)
  expect(readPriceAccess({ cartCount: 1 })).toEqual(VISIBLE_PRICES)
  expect(readPriceAccess(undefined)).toEqual(VISIBLE_PRICES)
})

test('a hidden price is dropped from the offer that previews and structured data advertise', () => {
  const offer = { price: '1990.00', currency: 'RUB', inStock: true }
  expect(offerFor(offer, VISIBLE_PRICES)).toBe(offer)
  expect(offerFor(offer, { visible: false, reason: 'guest', message: null })).toEqual({
    ...offer,
    price: null,
  })
})

test('the company’s allowed levels decide: another level is the wrong level (issue 14)', () => {
  const settings = { is_enabled: true, allowed_level_ids: [7] }
  expect(priceAccessFor(settings, { state: 'ACTIVE', level: { id: 7, name: 'Опт' } })).toEqual({
    visible: true,
  })
  expect(priceAccessFor(settings, { state: 'ACTIVE', level: { id: 3, name: 'Серебро' } })).toEqual({
    visible: false,
    reason: 'wrong_level',
    message: null,
  })
})
