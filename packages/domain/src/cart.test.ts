import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  addCartItem,
  type CartLine,
  cartCount,
  cartItemKey,
  GUEST_CART_MAX_AGE_SECONDS,
  GUEST_CART_MAX_COOKIE_LENGTH,
  GUEST_CART_MAX_LINES,
  mergeGuestCart,
  parseGuestCart,
  removeCartItem,
  SYNC_CART_STORAGE_KEY,
  serializeGuestCart,
  setCartItemCount,
} from './cart.ts'

const line = (product: number, sku: number | null, count: number, tour?: number | null): CartLine =>
  tour === undefined ? { product, sku, count } : { product, sku, count, tour }

// Valid carts: distinct keys, ids of up to seven digits, tour either absent or an id.
const cartLine = fc.record(
  {
    product: fc.integer({ min: 1, max: 9_999_999 }),
    sku: fc.option(fc.integer({ min: 1, max: 9_999_999 }), { nil: null }),
    count: fc.integer({ min: 1, max: 99 }),
    tour: fc.integer({ min: 1, max: 9_999_999 }),
  },
  { requiredKeys: ['product', 'sku', 'count'] },
)
const cart = fc.uniqueArray(cartLine, { selector: cartItemKey, maxLength: GUEST_CART_MAX_LINES })

test('the constants are the documented ones', () => {
  expect(GUEST_CART_MAX_AGE_SECONDS).toBe(2_592_000)
  expect(SYNC_CART_STORAGE_KEY).toBe('sync-cart')
  expect(GUEST_CART_MAX_LINES).toBe(100)
  expect(GUEST_CART_MAX_COOKIE_LENGTH).toBeLessThan(4096)
})

test.each([
  [line(1, 2, 1), '1:2:'],
  [line(1, null, 1), '1::'],
  [line(1, 2, 5, 3), '1:2:3'],
  [line(1, null, 1, null), '1::'],
  [line(10, 0, 1), '10:0:'],
])('cartItemKey(%o) is %j', (item, key) => {
  expect(cartItemKey(item)).toBe(key)
})

test.each([
  [[], 0],
  [[line(1, 2, 3)], 3],
  [[line(1, 2, 3), line(4, null, 2), line(5, 6, 1, 7)], 6],
])('cartCount(%o) is %d', (items, count) => {
  expect(cartCount(items)).toBe(count)
})

describe('addCartItem', () => {
  test.each([
    ['a new item is appended', [line(1, 2, 1)], line(3, 4, 2), [line(1, 2, 1), line(3, 4, 2)]],
    ['an item already there gets +1, not +count', [line(1, 2, 2)], line(1, 2, 5), [line(1, 2, 3)]],
    ['a product without variants', [line(1, null, 1)], line(1, null, 1), [line(1, null, 2)]],
    ['another sku is another line', [line(1, 2, 1)], line(1, 3, 1), [line(1, 2, 1), line(1, 3, 1)]],
    [
      'another tour is another line',
      [line(1, 2, 1, 7)],
      line(1, 2, 1, 8),
      [line(1, 2, 1, 7), line(1, 2, 1, 8)],
    ],
    ['a missing and a null tour are the same', [line(1, 2, 1)], line(1, 2, 1, null), [line(1, 2, 2)]],
    ['a count of 0 becomes 1', [], line(1, 2, 0), [line(1, 2, 1)]],
    ['a negative count becomes 1', [], line(1, 2, -3), [line(1, 2, 1)]],
    ['a NaN count becomes 1', [], line(1, 2, Number.NaN), [line(1, 2, 1)]],
    ['a fractional count is truncated', [], line(1, 2, 2.7), [line(1, 2, 2)]],
    [
      'only the matching line changes',
      [line(1, 2, 1), line(3, null, 4), line(5, 6, 1)],
      line(3, null, 1),
      [line(1, 2, 1), line(3, null, 5), line(5, 6, 1)],
    ],
  ])('%s', (_, items, item, expected) => {
    expect(addCartItem(items, item)).toEqual(expected)
  })

  test('never changes its input', () => {
    const items = [line(1, 2, 1)]
    const item = line(1, 2, 1)
    const result = addCartItem(items, item)
    expect(items).toEqual([line(1, 2, 1)])
    expect(item).toEqual(line(1, 2, 1))
    result[0] = line(9, 9, 9)
    expect(items).toEqual([line(1, 2, 1)])
  })

  test('keeps every key, adds exactly one piece and never duplicates a key', () => {
    fc.assert(
      fc.property(cart, cartLine, (items, item) => {
        const result = addCartItem(items, item)
        const keys = result.map(cartItemKey)
        expect(new Set(keys).size).toBe(keys.length)
        for (const key of [...items.map(cartItemKey), cartItemKey(item)]) expect(keys).toContain(key)
        const known = items.some((l) => cartItemKey(l) === cartItemKey(item))
        expect(cartCount(result)).toBe(cartCount(items) + (known ? 1 : item.count))
      }),
    )
  })
})

describe('mergeGuestCart', () => {
  test.each([
    ['both empty', [], [], []],
    ['only guest lines', [], [line(1, 2, 3)], [line(1, 2, 3)]],
    ['only server lines', [line(1, 2, 3)], [], [line(1, 2, 3)]],
    ['a line on both keeps the server count', [line(1, 2, 3)], [line(1, 2, 9)], [line(1, 2, 3)]],
    [
      'new guest lines come after the server lines',
      [line(5, null, 1), line(1, 2, 3)],
      [line(7, 8, 2), line(1, 2, 1), line(4, null, 1)],
      [line(5, null, 1), line(1, 2, 3), line(7, 8, 2), line(4, null, 1)],
    ],
    [
      'the same product with another sku is added',
      [line(1, 2, 1)],
      [line(1, 3, 1)],
      [line(1, 2, 1), line(1, 3, 1)],
    ],
    ['a key repeated by the guest is taken once', [], [line(1, 2, 1), line(1, 2, 5)], [line(1, 2, 1)]],
    ['tours are part of the key', [line(1, 2, 1, 3)], [line(1, 2, 4)], [line(1, 2, 1, 3), line(1, 2, 4)]],
  ])('%s', (_, server, guest, expected) => {
    expect(mergeGuestCart(server, guest)).toEqual(expected)
  })

  test('never changes its inputs', () => {
    const server = [line(1, 2, 3)]
    const guest = [line(4, 5, 6)]
    const result = mergeGuestCart(server, guest)
    for (const item of result) item.count = 100
    expect(server).toEqual([line(1, 2, 3)])
    expect(guest).toEqual([line(4, 5, 6)])
  })

  test('keeps every key of both carts and every server line as it was, server lines first', () => {
    fc.assert(
      fc.property(cart, cart, (server, guest) => {
        const result = mergeGuestCart(server, guest)
        const keys = result.map(cartItemKey)
        for (const key of [...server.map(cartItemKey), ...guest.map(cartItemKey)]) expect(keys).toContain(key)
        expect(result.slice(0, server.length)).toEqual(server)
        expect(new Set(keys).size).toBe(keys.length)
      }),
    )
  })
})

describe('setCartItemCount and removeCartItem', () => {
  const items = [line(1, 2, 1), line(3, null, 4)]

  test.each([
    ['1:2:', 5, [line(1, 2, 5), line(3, null, 4)]],
    ['3::', 1, [line(1, 2, 1), line(3, null, 1)]],
    ['3::', 2.9, [line(1, 2, 1), line(3, null, 2)]],
    ['3::', 0, [line(1, 2, 1)]],
    ['1:2:', -1, [line(3, null, 4)]],
    ['1:2:', 0.5, [line(3, null, 4)]],
    ['1:2:', Number.NaN, [line(3, null, 4)]],
    ['1:2:', Number.POSITIVE_INFINITY, [line(3, null, 4)]],
    ['9::', 3, items],
  ])('setting %s to %d', (key, count, expected) => {
    expect(setCartItemCount(items, key, count)).toEqual(expected)
    expect(items).toEqual([line(1, 2, 1), line(3, null, 4)])
  })

  test.each([
    ['1:2:', [line(3, null, 4)]],
    ['3::', [line(1, 2, 1)]],
    ['3:0:', items],
  ])('removing %s', (key, expected) => {
    expect(removeCartItem(items, key)).toEqual(expected)
    expect(items).toEqual([line(1, 2, 1), line(3, null, 4)])
  })
})

describe('guest cart cookie', () => {
  test.each([
    [[], ''],
    [[line(12, 34, 2)], '12.34.2'],
    [[line(12, null, 1)], '12..1'],
    [[line(12, 34, 2, 5)], '12.34.2.5'],
    [[line(12, 34, 2, null)], '12.34.2'],
    [[line(1, 2, 3), line(4, null, 5, 6)], '1.2.3|4..5.6'],
  ])('serializeGuestCart(%o) is %j', (items, value) => {
    expect(serializeGuestCart(items)).toBe(value)
  })

  test.each([
    ['a zero count', line(1, 2, 0)],
    ['a fractional count', line(1, 2, 1.5)],
    ['a zero product', line(0, 2, 1)],
    ['a negative sku', line(1, -2, 1)],
    ['an unsafe product id', line(2 ** 53, 2, 1)],
    ['a NaN tour', line(1, 2, 1, Number.NaN)],
  ])('a line with %s is not written', (_, bad) => {
    expect(serializeGuestCart([line(7, 8, 1), bad, line(9, null, 2)])).toBe('7.8.1|9..2')
  })

  test.each([
    [undefined, []],
    [null, []],
    ['', []],
    ['   ', []],
    ['12.34.2', [line(12, 34, 2)]],
    ['12..1', [line(12, null, 1)]],
    ['12.34.2.5', [line(12, 34, 2, 5)]],
    [' 1.2.3 | 4..5.6 ', [line(1, 2, 3), line(4, null, 5, 6)]],
    ['1.2.3%7C4..5', [line(1, 2, 3), line(4, null, 5)]],
    ['1.2.3|1.2.9', [line(1, 2, 3)]],
    ['1.2.3|1.2.9.4', [line(1, 2, 3), line(1, 2, 9, 4)]],
    ['007.2.1', [line(7, 2, 1)]],
  ])('parseGuestCart(%j) is %o', (value, expected) => {
    expect(parseGuestCart(value)).toEqual(expected)
  })

  test.each([
    ['a zero count', '1.2.0'],
    ['a zero product', '0.2.1'],
    ['a zero sku', '1.0.1'],
    ['a zero tour', '1.2.1.0'],
    ['a missing count', '1.2.'],
    ['a missing product', '.2.1'],
    ['too many parts', '1.2.3.4.5'],
    ['too few parts', '1.2'],
    ['letters', '1.a.1'],
    ['a minus sign', '-1.2.1'],
    ['a decimal point', '1.2.1,5'],
    ['an id past the safe integers', '9999999999999999.1.1'],
    ['JSON', '[{"product":1}]'],
  ])('an entry with %s is skipped', (_, entry) => {
    expect(parseGuestCart(`5.6.1|${entry}|7..2`)).toEqual([line(5, 6, 1), line(7, null, 2)])
  })

  test('a value that cannot be URL-decoded is an empty cart', () => {
    expect(parseGuestCart('1.2.3|%E0%A4%A')).toEqual([])
  })

  test('never throws, whatever the cookie holds', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(Array.isArray(parseGuestCart(value))).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.|%') }), (value) => {
        for (const item of parseGuestCart(value)) expect(item.count).toBeGreaterThanOrEqual(1)
      }),
    )
  })

  test('the cookie value has only digits, dots and pipes', () => {
    fc.assert(
      fc.property(cart, (items) => {
        expect(serializeGuestCart(items)).toMatch(/^[\d.|]*$/)
      }),
    )
  })

  test('parseGuestCart(serializeGuestCart(cart)) gives back any valid cart', () => {
    fc.assert(
      fc.property(cart, (items) => {
        expect(parseGuestCart(serializeGuestCart(items))).toEqual(items)
      }),
    )
  })

  test('at most GUEST_CART_MAX_LINES lines are written and read', () => {
    const many = Array.from({ length: 150 }, (_, i) => line(i + 1, null, 1))
    const value = serializeGuestCart(many)
    expect(value.split('|')).toHaveLength(GUEST_CART_MAX_LINES)
    expect(parseGuestCart(value)).toEqual(many.slice(0, GUEST_CART_MAX_LINES))
    const long = many.map((_, i) => `${i + 1}..1`).join('|')
    expect(parseGuestCart(long)).toHaveLength(GUEST_CART_MAX_LINES)
  })

  test('huge ids are cut at whole lines below the cookie length cap', () => {
    const big = 2 ** 53 - 1
    const many = Array.from({ length: 100 }, (_, i) => line(big - i, big, big, big))
    const value = serializeGuestCart(many)
    expect(value.length).toBeLessThanOrEqual(GUEST_CART_MAX_COOKIE_LENGTH)
    const parsed = parseGuestCart(value)
    expect(parsed.length).toBeGreaterThan(0)
    expect(parsed.length).toBeLessThan(100)
    expect(parsed).toEqual(many.slice(0, parsed.length))
    // One more line would not have fitted.
    expect(value.length + 1 + `${big}.${big}.${big}.${big}`.length).toBeGreaterThan(
      GUEST_CART_MAX_COOKIE_LENGTH,
    )
  })

  test('the cookie value never exceeds the length cap', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            product: fc.maxSafeNat(),
            sku: fc.option(fc.maxSafeNat(), { nil: null }),
            count: fc.maxSafeNat(),
            tour: fc.option(fc.maxSafeNat(), { nil: null }),
          }),
          { maxLength: 150 },
        ),
        (items) => {
          expect(serializeGuestCart(items).length).toBeLessThanOrEqual(GUEST_CART_MAX_COOKIE_LENGTH)
        },
      ),
    )
  })
})
