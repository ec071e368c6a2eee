import { expect, test } from 'vitest'
import { parseCartForm } from './cart-form.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

test('a typed count is accepted as a whole number', () => {
  expect(parseCartForm(form({ intent: 'set-count', key: '12:34:', count: ' 3 ' }))).toMatchObject({
    ok: true,
    change: { intent: 'set-count', key: '12:34:', count: 3 },
  })
})

test('a count below 1 is refused with the minimum and the typed value is kept', () => {
  const refused = parseCartForm(form({ intent: 'set-count', key: '12::', count: '0' }))
  expect(refused).toMatchObject({ ok: false, key: '12::' })
  expect(refused.result.error).toEqual({ count: ['min_value:1'] })
  expect(refused.result.initialValue).toMatchObject({ count: '0' })
  expect(parseCartForm(form({ intent: 'set-count', key: '12::', count: '-4' })).result.error).toEqual({
    count: ['min_value:1'],
  })
})

test('an empty, fractional or huge count says why', () => {
  const error = (count: string) => parseCartForm(form({ intent: 'set-count', key: '1::', count })).result
  expect(error('').error).toEqual({ count: ['required'] })
  expect(error('1.5').error).toEqual({ count: ['integer'] })
  expect(error('1.5').initialValue).toMatchObject({ count: '1.5' })
  expect(error('1000').error).toEqual({ count: ['max_value:999'] })
})

test('removing needs only the key', () => {
  expect(parseCartForm(form({ intent: 'remove', key: '5:6:7' }))).toMatchObject({
    ok: true,
    change: { intent: 'remove', key: '5:6:7' },
  })
})

test('a form without a valid key or intent is broken, not a field error', () => {
  expect(parseCartForm(form({ intent: 'remove', key: 'drop table' }))).toMatchObject({ ok: false, key: null })
  expect(parseCartForm(form({ intent: 'explode', key: '1::' }))).toMatchObject({ ok: false, key: null })
  expect(parseCartForm(form({ intent: 'set-count', key: 'x', count: '0' }))).toMatchObject({
    ok: false,
    key: null,
  })
})
