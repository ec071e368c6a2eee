import { expect, test } from 'vitest'
import { cartSignature, codesToRestore } from './cart-sync-rules.ts'

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
