import { createCookie } from '@remix-run/node'
import { type CartLine, serializeGuestCart } from '@vitrina/domain/cart'
import { expect, test } from 'vitest'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { parseBuyNowItem, putInCart } from './buy-now.server.ts'

const guestCart = createCookie('guest_cart', { path: '/' })
const useBonuses = createCookie('use-bonuses', { path: '/' })
const aContext = () => ({ cookies: { guestCart, useBonuses } }) as unknown as StorefrontContext
const aRequest = async (lines: CartLine[]) =>
  new Request('http://shop.example/', {
    headers: { cookie: (await guestCart.serialize(serializeGuestCart(lines))).split(';')[0] ?? '' },
  })

test('a buy-now link names a product and optionally its sku', () => {
  expect(parseBuyNowItem({ product: '12', sku: '34' })).toEqual({ product: 12, sku: 34, count: 1 })
  expect(parseBuyNowItem({ product: '12' })).toEqual({ product: 12, sku: null, count: 1 })
  expect(parseBuyNowItem({ product: '12', sku: '' })).toEqual({ product: 12, sku: null, count: 1 })
  expect(parseBuyNowItem({ product: '0' })).toBeNull()
  expect(parseBuyNowItem({ product: 'x1' })).toBeNull()
  expect(parseBuyNowItem({ sku: '34' })).toBeNull()
})

test('buying now puts one piece into the cart, and nothing more when it is there already', async () => {
  const item = { product: 12, sku: 34, count: 1 }
  const added = await putInCart(aContext(), await aRequest([{ product: 1, sku: null, count: 2 }]), item, 5)
  expect(added.ok).toBe(true)
  if (!added.ok) throw new Error('expected an add')
  expect(await guestCart.parse(added.setCookie)).toBe('1..2|12.34.1')
  const again = await putInCart(aContext(), await aRequest([{ ...item, count: 3 }]), item, 5)
  expect(again).toEqual({ ok: true, setCookie: null })
})

test('an item without stock is not put into the cart', async () => {
  const result = await putInCart(aContext(), await aRequest([]), { product: 12, sku: 34, count: 1 }, 0)
  expect(result).toEqual({ ok: false, reason: 'limit' })
})
