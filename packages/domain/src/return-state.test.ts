import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  canCustomerCancelReturn,
  canMoveReturn,
  isRefundType,
  isReturnDraftCheckHours,
  isReturnState,
  nextReturnDraftCheck,
  REFUND_TYPES,
  RETURN_DRAFT_CHECK_HOURS,
  RETURN_STATES,
  RETURN_TRANSITIONS,
  refundTypeLabelKey,
  returnStateLabelKey,
} from './return-state.ts'

test('the return states are the documented ones', () => {
  expect(RETURN_STATES).toEqual([
    'new',
    'ready',
    'error',
    'canceled',
    'processing',
    'approved',
    'shipping',
    'done',
    'failed',
    'rejected',
    'returned',
  ])
})

test.each(RETURN_STATES.map((state) => [state, `returns.state.${state}`]))(
  'returnStateLabelKey(%j) is %j',
  (state, key) => {
    expect(returnStateLabelKey(state)).toBe(key)
  },
)

test.each([
  ['NEW', 'returns.state.new'],
  [' Done ', 'returns.state.done'],
  ['cancelled', ''],
  ['unknown', ''],
  ['', ''],
  ['returns.state.new', ''],
  ['new ready', ''],
])('returnStateLabelKey(%j) is %j', (state, key) => {
  expect(returnStateLabelKey(state)).toBe(key)
})

test.each([
  ['card', 'returns.refund_type.card'],
  ['bank_details', 'returns.refund_type.bank_details'],
  ['CARD', 'returns.refund_type.card'],
  [' bank_details ', 'returns.refund_type.bank_details'],
  ['bank details', ''],
  ['cash', ''],
  ['', ''],
])('refundTypeLabelKey(%j) is %j', (type, key) => {
  expect(refundTypeLabelKey(type)).toBe(key)
})

test('the type guards accept exactly the listed values', () => {
  expect(REFUND_TYPES).toEqual(['card', 'bank_details'])
  for (const state of RETURN_STATES) expect(isReturnState(state)).toBe(true)
  for (const type of REFUND_TYPES) expect(isRefundType(type)).toBe(true)
  expect(isReturnState('NEW')).toBe(false)
  expect(isReturnState(1)).toBe(false)
  expect(isRefundType('bank')).toBe(false)
  expect(isRefundType(null)).toBe(false)
})

test('an unknown state or refund type never gets a key', () => {
  fc.assert(
    fc.property(fc.string(), (value) => {
      const state = returnStateLabelKey(value)
      const refund = refundTypeLabelKey(value)
      expect(state === '' || RETURN_STATES.some((s) => state === `returns.state.${s}`)).toBe(true)
      expect(refund === '' || REFUND_TYPES.some((t) => refund === `returns.refund_type.${t}`)).toBe(true)
    }),
  )
})

test('the check hours are 9 to 21 Moscow time', () => {
  expect(RETURN_DRAFT_CHECK_HOURS).toEqual({ from: 9, to: 21, timeZone: 'Europe/Moscow' })
})

const utc = (iso: string) => new Date(iso)

test.each([
  ['2024-06-15T05:59:59.999Z', false, '08:59:59 in Moscow'],
  ['2024-06-15T06:00:00.000Z', true, '09:00 in Moscow'],
  ['2024-06-15T12:00:00.000Z', true, '15:00 in Moscow'],
  ['2024-06-15T17:59:59.999Z', true, '20:59:59 in Moscow'],
  ['2024-06-15T18:00:00.000Z', false, '21:00 in Moscow'],
  ['2024-06-15T21:00:00.000Z', false, 'midnight in Moscow'],
  ['2024-06-15T23:30:00.000Z', false, '02:30 next day in Moscow'],
  ['2024-01-15T06:00:00.000Z', true, '09:00 in Moscow in winter: no DST'],
  ['2024-01-15T05:30:00.000Z', false, '08:30 in Moscow in winter'],
  ['2024-01-15T18:00:00.000Z', false, '21:00 in Moscow in winter'],
  ['2024-06-15T06:00:00+03:00', false, '06:00 in Moscow written with an offset'],
  ['2024-06-15T09:00:00+03:00', true, '09:00 in Moscow written with an offset'],
])('isReturnDraftCheckHours(%s) is %s (%s)', (iso, inHours) => {
  expect(isReturnDraftCheckHours(utc(iso))).toBe(inHours)
})

test('an invalid date is outside the check hours', () => {
  expect(isReturnDraftCheckHours(new Date(Number.NaN))).toBe(false)
})

test('the check hours agree with the Moscow hour of the instant', () => {
  fc.assert(
    fc.property(fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2040, 0, 1) }), (time) => {
      // An independent oracle: the hour of the day at UTC+3, by arithmetic on milliseconds.
      const moscowHour = Math.floor((((time + 3 * 3_600_000) % 86_400_000) + 86_400_000) / 3_600_000) % 24
      expect(isReturnDraftCheckHours(new Date(time))).toBe(moscowHour >= 9 && moscowHour < 21)
    }),
  )
})

describe('return lifecycle', () => {
  test('every state is a key of the transitions and every target is a state', () => {
    for (const state of RETURN_STATES) {
      for (const to of RETURN_TRANSITIONS[state]) expect(isReturnState(to)).toBe(true)
    }
  })
  test('a checked application cannot go back to new, and final states are final', () => {
    expect(canMoveReturn('ready', 'new')).toBe(false)
    expect(canMoveReturn('new', 'ready')).toBe(true)
    for (const final of ['done', 'returned', 'canceled', 'error'] as const)
      expect(RETURN_TRANSITIONS[final]).toEqual([])
  })
  test('the customer cancels only a new application', () => {
    expect(RETURN_STATES.filter(canCustomerCancelReturn)).toEqual(['new'])
  })
  test('the next check is now within hours, else the next 09:00 Moscow (06:00 UTC)', () => {
    const inHours = new Date('2026-11-24T10:00:00Z')
    expect(nextReturnDraftCheck(inHours)).toEqual(inHours)
    expect(nextReturnDraftCheck(new Date('2026-11-24T02:00:00Z'))).toEqual(new Date('2026-11-24T06:00:00Z'))
    expect(nextReturnDraftCheck(new Date('2026-11-24T18:30:00Z'))).toEqual(new Date('2026-11-25T06:00:00Z'))
    // 23:30 UTC is 02:30 the next Moscow day: its 09:00.
    expect(nextReturnDraftCheck(new Date('2026-11-24T23:30:00Z'))).toEqual(new Date('2026-11-25T06:00:00Z'))
  })
})
