import { expect, test } from 'vitest'
import {
  type CartSyncState,
  cartSignature,
  cartSyncNote,
  codesToRestore,
  concernsScope,
  createRevalidationQueue,
  isAnnounced,
  isBehindNote,
  isCartChange,
  pageCartState,
} from './cart-sync-rules.ts'

test('codes local storage has and the cookie lacks are the ones to restore', () => {
  expect(codesToRestore('welcome10;SALE500', ['SALE500'])).toEqual(['WELCOME10'])
  expect(codesToRestore('SALE500', ['SALE500'])).toEqual([])
  expect(codesToRestore(null, ['SALE500'])).toEqual([])
})

test('the signature changes with a count, a code or the bonus choice, and only then', () => {
  const base = { lines: [{ key: '1:2:', count: 1 }], promoCodes: ['A'], useBonuses: false }
  expect(cartSignature(base)).toBe(cartSignature({ ...base, lines: [{ key: '1:2:', count: 1 }] }))
  expect(cartSignature(base)).not.toBe(cartSignature({ ...base, lines: [{ key: '1:2:', count: 2 }] }))
  expect(cartSignature(base)).not.toBe(cartSignature({ ...base, promoCodes: [] }))
  expect(cartSignature(base)).not.toBe(cartSignature({ ...base, useBonuses: true }))
})

test('a storage event while a load is in flight revalidates once that load is over, not before', () => {
  const calls: string[] = []
  const queue = createRevalidationQueue(() => calls.push('revalidate'))
  queue.report(true)
  queue.request()
  expect(calls).toEqual([])
  queue.report(true)
  expect(calls).toEqual([])
  queue.report(false)
  expect(calls).toEqual(['revalidate'])
  // Nothing more was asked for: the next idle report starts nothing.
  queue.report(true)
  queue.report(false)
  expect(calls).toEqual(['revalidate'])
})

test('every event during one load is served by a single revalidation after it; an idle tab revalidates at once', () => {
  const calls: number[] = []
  const queue = createRevalidationQueue(() => calls.push(calls.length))
  queue.request()
  expect(calls).toHaveLength(1)
  queue.report(true)
  queue.request()
  queue.request()
  queue.report(false)
  expect(calls).toHaveLength(2)
  // The revalidation it started is itself a load: an event during it is not lost either.
  queue.report(true)
  queue.request()
  queue.report(false)
  expect(calls).toHaveLength(3)
})

const cartTab: CartSyncState = { scope: '1', count: 2, cart: '1:2:=2||0' }

test("a tab's own change is written, a tab that caught up with the note is not (no echo)", () => {
  const withCode = { ...cartTab, cart: '1:2:=2|WELCOME10|0' }
  expect(isCartChange(cartTab, withCode)).toBe(true)
  // The note another tab wrote for this very cart: this tab only caught up.
  expect(isAnnounced(cartSyncNote(withCode), withCode)).toBe(true)
  // The note still says the older cart (this tab changed it, or caught up and changed it again): written.
  expect(isAnnounced(cartSyncNote(cartTab), withCode)).toBe(false)
  // A product page only knows the count: a note with the same count tells it everything it can see.
  expect(isAnnounced(cartSyncNote(withCode), { ...withCode, cart: null })).toBe(true)
  // A cart page after a product page's count-only note still tells its lines and codes.
  expect(isAnnounced(cartSyncNote({ ...withCode, cart: null }), withCode)).toBe(false)
  // Another company's identical cart, an older build's timestamp or nothing announce nothing.
  expect(isAnnounced(cartSyncNote({ ...withCode, scope: '2' }), withCode)).toBe(false)
  expect(isAnnounced('1764000000000', withCode)).toBe(false)
  expect(isAnnounced(null, withCode)).toBe(false)
})

test('walking between the cart page and other pages is no change; a count or signature change is', () => {
  const elsewhere = { ...cartTab, cart: null }
  expect(isCartChange(elsewhere, cartTab)).toBe(false)
  expect(isCartChange(cartTab, elsewhere)).toBe(false)
  expect(isCartChange(elsewhere, { ...elsewhere, count: 3 })).toBe(true)
  expect(isCartChange(cartTab, { ...cartTab })).toBe(false)
})

test("another company's note is ignored; an unreadable one is acted on", () => {
  expect(concernsScope(cartSyncNote(cartTab), '1')).toBe(true)
  expect(concernsScope(cartSyncNote(cartTab), '2')).toBe(false)
  expect(concernsScope('1764000000000', '2')).toBe(true)
})

test("the cart page's count and signature are found among the matched routes' data", () => {
  const matches = [{ data: { cartCount: 2 } }, { data: null }, { data: { count: 2, cartSignature: 'x' } }]
  expect(pageCartState(matches)).toEqual({ count: 2, cart: 'x' })
  expect(pageCartState([{ data: { count: 2 } }, { data: undefined }])).toBeNull()
})

test('a tab whose sync starts after another tab wrote a different cart is behind the note', () => {
  expect(isBehindNote(cartSyncNote({ ...cartTab, count: 3 }), cartTab)).toBe(true)
  expect(isBehindNote(cartSyncNote({ ...cartTab, cart: '1:2:=2|WELCOME10|0' }), cartTab)).toBe(true)
  expect(isBehindNote(cartSyncNote(cartTab), cartTab)).toBe(false)
  // A count-only note agreeing on the count, another company's note, or none: nothing to catch up with.
  expect(isBehindNote(cartSyncNote({ ...cartTab, cart: null }), cartTab)).toBe(false)
  expect(isBehindNote(cartSyncNote({ ...cartTab, scope: '2', count: 5 }), cartTab)).toBe(false)
  expect(isBehindNote(null, cartTab)).toBe(false)
})
