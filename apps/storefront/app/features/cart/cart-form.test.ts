import { expect, test } from 'vitest'
import { parseCartForm } from './cart-form.ts'

test('a typed count is accepted as a whole number', () => {
  expect(parseCartForm({ intent: 'set-count', key: '12:34:', count: ' 3 ' })).toEqual({
    ok: true,
    change: { intent: 'set-count', key: '12:34:', count: 3 },
  })
})

test('a count below 1 is refused with the minimum and the typed value is kept', () => {
  expect(parseCartForm({ intent: 'set-count', key: '12::', count: '0' })).toEqual({
    ok: false,
    key: '12::',
    errors: { count: 'min' },
    values: { count: '0' },
  })
  expect(parseCartForm({ intent: 'set-count', key: '12::', count: '-4' })).toMatchObject({
    errors: { count: 'min' },
  })
})

test('an empty, fractional or huge count says why', () => {
  expect(parseCartForm({ intent: 'set-count', key: '1::', count: '' })).toMatchObject({
    errors: { count: 'required' },
  })
  expect(parseCartForm({ intent: 'set-count', key: '1::', count: '1.5' })).toMatchObject({
    errors: { count: 'integer' },
    values: { count: '1.5' },
  })
  expect(parseCartForm({ intent: 'set-count', key: '1::', count: '1000' })).toMatchObject({
    errors: { count: 'max' },
  })
})

test('removing needs only the key', () => {
  expect(parseCartForm({ intent: 'remove', key: '5:6:7' })).toEqual({
    ok: true,
    change: { intent: 'remove', key: '5:6:7' },
  })
})

test('a form without a valid key or intent is broken, not a field error', () => {
  expect(parseCartForm({ intent: 'remove', key: 'drop table' })).toMatchObject({ ok: false, key: null })
  expect(parseCartForm({ intent: 'explode', key: '1::' })).toMatchObject({ ok: false, key: null })
  expect(parseCartForm({ intent: 'set-count', key: 'x', count: '0' })).toMatchObject({ ok: false, key: null })
})
