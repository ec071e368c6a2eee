import { expect, test } from 'vitest'
import { canRequestPriceAccess, checkPriceAccessMove, PRICE_ACCESS_STATES } from './price-access.ts'

test('a waiting request is approved or rejected, once', () => {
  expect(checkPriceAccessMove('on_approval', 'approved', '')).toEqual({ ok: true })
  expect(checkPriceAccessMove('on_approval', 'rejected', 'The INN does not match the charter')).toEqual({
    ok: true,
  })
  for (const from of ['approved', 'rejected'] as const)
    for (const to of PRICE_ACCESS_STATES)
      expect(checkPriceAccessMove(from, to, 'x')).toEqual({ ok: false, reason: 'not_allowed' })
  expect(checkPriceAccessMove('on_approval', 'on_approval', '')).toEqual({ ok: false, reason: 'not_allowed' })
})

test('a rejection must say why, within the limit', () => {
  expect(checkPriceAccessMove('on_approval', 'rejected', '  ')).toEqual({
    ok: false,
    reason: 'reason_required',
  })
  expect(checkPriceAccessMove('on_approval', 'rejected', 'x'.repeat(1001))).toEqual({
    ok: false,
    reason: 'reason_too_long',
  })
})

test('only a legal entity with documents and no waiting or approved request may ask', () => {
  const legal = { kind: 'legal', latest: null, documentCount: 1 } as const
  expect(canRequestPriceAccess(legal)).toEqual({ ok: true })
  expect(canRequestPriceAccess({ ...legal, latest: 'rejected' })).toEqual({ ok: true })
  expect(canRequestPriceAccess({ ...legal, kind: 'personal' })).toEqual({ ok: false, reason: 'not_legal' })
  expect(canRequestPriceAccess({ ...legal, latest: 'on_approval' })).toEqual({ ok: false, reason: 'pending' })
  expect(canRequestPriceAccess({ ...legal, latest: 'approved' })).toEqual({ ok: false, reason: 'approved' })
  expect(canRequestPriceAccess({ ...legal, documentCount: 0 })).toEqual({ ok: false, reason: 'no_documents' })
  expect(canRequestPriceAccess({ ...legal, documentCount: 11 })).toEqual({
    ok: false,
    reason: 'too_many_documents',
  })
})
