import { expect, test } from 'vitest'
import { accountSummary, readHeaderUser } from './header-account.ts'

const anna = { firstName: 'Anna', lastName: 'Smirnova', state: 'ACTIVE', levelText: 'Silver - 5% off' }

test('the header reads the customer from the shop layout data, and nobody from anything else', () => {
  expect(readHeaderUser({ cartCount: 2, signedIn: true, user: anna })).toEqual(anna)
  expect(readHeaderUser({ signedIn: false, user: null })).toBeNull()
  expect(readHeaderUser(undefined)).toBeNull()
  expect(readHeaderUser({ user: { firstName: 'Anna' } })).toBeNull()
  expect(readHeaderUser({ user: { ...anna, levelText: null } })).toBeNull()
  expect(readHeaderUser({ user: 'Anna' })).toBeNull()
  expect(readHeaderUser({ user: { ...anna, extra: 1 } })).toEqual(anna)
})

test('the account button shows the full name and the level under it', () => {
  expect(accountSummary(anna)).toEqual({ name: 'Anna Smirnova', note: 'level' })
})

test('a customer without a name or level gets neither (the page says "My account")', () => {
  expect(accountSummary({ ...anna, firstName: ' ', lastName: '', levelText: '' })).toEqual({
    name: '',
    note: null,
  })
})

test('a customer on approval sees the verification note instead of the level', () => {
  expect(accountSummary({ ...anna, state: 'on_approval' })).toEqual({
    name: 'Anna Smirnova',
    note: 'on_approval',
  })
})
