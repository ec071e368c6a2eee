import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  GUEST_LABEL_KEY,
  isOnApproval,
  isPriceVisible,
  PRICE_RESTRICTION_MESSAGE_KEYS,
  type PriceRestrictionResult,
  type PriceRestrictionSettings,
  type PriceRestrictionUser,
  priceRestrictionMessage,
  userLevelText,
} from './price-restriction.ts'

const enabled: PriceRestrictionSettings = {
  is_enabled: true,
  guest_message: 'Sign in to see prices',
  level_message: 'Your level has no access',
  no_level_message: 'Wait for a level',
}
const gold = { id: 7, name: 'Gold', description: 'Wholesale' }
const active = (level: PriceRestrictionUser['level']): PriceRestrictionUser => ({ state: 'ACTIVE', level })

test.each<
  [
    string,
    PriceRestrictionSettings | null | undefined,
    PriceRestrictionUser | null | undefined,
    PriceRestrictionResult,
  ]
>([
  ['no settings: everybody sees prices', null, null, { kind: 'visible' }],
  ['undefined settings', undefined, undefined, { kind: 'visible' }],
  [
    'a disabled restriction: a guest sees prices',
    { ...enabled, is_enabled: false },
    null,
    { kind: 'visible' },
  ],
  [
    'a disabled restriction: a customer on approval sees prices',
    { ...enabled, is_enabled: false },
    { state: 'ON_APPROVAL', level: null },
    { kind: 'visible' },
  ],
  ['a guest', enabled, null, { kind: 'guest', message: 'Sign in to see prices' }],
  ['an undefined user is a guest', enabled, undefined, { kind: 'guest', message: 'Sign in to see prices' }],
  ['on approval, without a level', enabled, { state: 'ON_APPROVAL', level: null }, { kind: 'on_approval' }],
  ['on approval wins over a level', enabled, { state: 'ON_APPROVAL', level: gold }, { kind: 'on_approval' }],
  ['on approval in lower case', enabled, { state: ' on_approval ' }, { kind: 'on_approval' }],
  ['no level', enabled, active(null), { kind: 'no_level', message: 'Wait for a level' }],
  ['an undefined level', enabled, { state: 'ACTIVE' }, { kind: 'no_level', message: 'Wait for a level' }],
  ['no state and no level', enabled, {}, { kind: 'no_level', message: 'Wait for a level' }],
  ['any level when no list of levels is given', enabled, active(gold), { kind: 'visible' }],
  [
    'the company left a message empty',
    { is_enabled: true, guest_message: '   ' },
    null,
    { kind: 'guest', message: null },
  ],
  ['the company has no messages', { is_enabled: true }, active(null), { kind: 'no_level', message: null }],
  [
    'the company message is trimmed',
    { is_enabled: true, no_level_message: '  Later  ' },
    active(null),
    { kind: 'no_level', message: 'Later' },
  ],
])('%s', (_, settings, user, expected) => {
  expect(priceRestrictionMessage(settings, user)).toEqual(expected)
})

test.each<
  [string, PriceRestrictionUser['level'], readonly (number | string)[] | null, PriceRestrictionResult]
>([
  ['an allowed level', gold, [3, 7], { kind: 'visible' }],
  ['ids compare as strings', gold, ['7'], { kind: 'visible' }],
  ['a string id against a number', { id: ' 3 ', name: 'Silver' }, [3], { kind: 'visible' }],
  ['a level outside the list', gold, [3], { kind: 'wrong_level', message: 'Your level has no access' }],
  ['an empty list', gold, [], { kind: 'wrong_level', message: 'Your level has no access' }],
  [
    'a level without an id',
    { name: 'Gold' },
    [7],
    { kind: 'wrong_level', message: 'Your level has no access' },
  ],
  ['a null list allows every level', { name: 'Gold', id: null }, null, { kind: 'visible' }],
])('%s', (_, level, allowedLevelIds, expected) => {
  expect(priceRestrictionMessage(enabled, active(level), { allowedLevelIds })).toEqual(expected)
})

test('the wrong-level message falls back to its i18n key when the company left it empty', () => {
  const result = priceRestrictionMessage({ is_enabled: true, level_message: '' }, active(gold), {
    allowedLevelIds: [1],
  })
  expect(result).toEqual({ kind: 'wrong_level', message: null })
  expect(PRICE_RESTRICTION_MESSAGE_KEYS.wrong_level).toBe('price_restriction.wrong_level')
})

test('a guest never sees prices and a visitor never sees them when a list of levels excludes theirs', () => {
  fc.assert(
    fc.property(fc.option(fc.string(), { nil: null }), fc.array(fc.integer()), (message, allowed) => {
      const settings = { is_enabled: true, guest_message: message }
      expect(isPriceVisible(priceRestrictionMessage(settings, null, { allowedLevelIds: allowed }))).toBe(
        false,
      )
      const level = { id: 'outside', name: 'X' }
      expect(
        isPriceVisible(priceRestrictionMessage(settings, active(level), { allowedLevelIds: allowed })),
      ).toBe(false)
    }),
  )
})

test('with the restriction disabled prices are always visible', () => {
  fc.assert(
    fc.property(
      fc.option(fc.record({ state: fc.option(fc.string(), { nil: null }) }), { nil: null }),
      fc.array(fc.integer()),
      (user, allowed) => {
        const result = priceRestrictionMessage({ is_enabled: false }, user, { allowedLevelIds: allowed })
        expect(result).toEqual({ kind: 'visible' })
      },
    ),
  )
})

test.each<[PriceRestrictionResult, boolean]>([
  [{ kind: 'visible' }, true],
  [{ kind: 'guest', message: null }, false],
  [{ kind: 'on_approval' }, false],
  [{ kind: 'no_level', message: 'x' }, false],
  [{ kind: 'wrong_level', message: null }, false],
])('isPriceVisible(%o) is %s', (result, visible) => {
  expect(isPriceVisible(result)).toBe(visible)
})

test.each([
  [{ state: 'ON_APPROVAL' }, true],
  [{ state: 'on_approval' }, true],
  [{ state: 'On_Approval ' }, true],
  [{ state: 'ACTIVE' }, false],
  [{ state: 'ON APPROVAL' }, false],
  [{ state: null }, false],
  [{}, false],
  [null, false],
  [undefined, false],
])('isOnApproval(%o) is %s', (user, expected) => {
  expect(isOnApproval(user)).toBe(expected)
})

test.each([
  [{ name: 'Gold', description: 'Wholesale' }, 'Gold - Wholesale'],
  [{ name: 'Gold', description: '  Wholesale  ' }, 'Gold - Wholesale'],
  [{ name: 'Gold', description: '   ' }, 'Gold'],
  [{ name: 'Gold', description: '' }, 'Gold'],
  [{ name: 'Gold', description: null }, 'Gold'],
  [{ name: 'Gold' }, 'Gold'],
  [{ name: ' Gold ' }, 'Gold'],
  [{ name: '', description: 'Wholesale' }, 'Wholesale'],
  [{ name: '' }, ''],
  [null, ''],
  [undefined, ''],
])('userLevelText(%o) is %j', (level, text) => {
  expect(userLevelText(level)).toBe(text)
})

test('the guest label is an i18n key, not a text', () => {
  expect(GUEST_LABEL_KEY).toBe('price_restriction.guest_label')
  expect(Object.keys(PRICE_RESTRICTION_MESSAGE_KEYS).sort()).toEqual([
    'guest',
    'no_level',
    'on_approval',
    'wrong_level',
  ])
})
