import type { Customer } from '@vitrina/api-client'
import { expect, test } from 'vitest'
import {
  apiProfileErrors,
  parseProfileForm,
  profileValues,
  readSavedNotice,
  savedLocation,
  typedBirthday,
} from './profile-form.ts'

const TODAY = new Date(Date.UTC(2025, 5, 15))

const aForm = (overrides: Record<string, string> = {}) => ({
  first_name: ' Anna ',
  last_name: 'Smirnova',
  middle_name: '',
  birthday: '17.05.1990',
  gender: 'female',
  email: 'anna@example.com',
  kind: 'personal',
  ...overrides,
})

const aCustomer = (overrides: Partial<Customer> = {}): Customer => ({
  id: 7,
  phone: '+79123456789',
  email: 'anna@example.com',
  email_confirmed: true,
  first_name: 'Anna',
  last_name: 'Smirnova',
  middle_name: '',
  gender: 'female',
  birthday: '1990-05-17',
  kind: 'personal',
  state: 'ACTIVE',
  level: null,
  bonus_balance: '0.00',
  ...overrides,
})

test('a valid form becomes the API patch: trimmed names and the birthday as YYYY-MM-DD', () => {
  const parsed = parseProfileForm(aForm(), TODAY)
  expect(parsed).toEqual({
    ok: true,
    values: aForm(),
    patch: {
      first_name: 'Anna',
      last_name: 'Smirnova',
      middle_name: '',
      birthday: '1990-05-17',
      gender: 'female',
      email: 'anna@example.com',
      kind: 'personal',
    },
  })
})

test('an empty birthday is no birthday and an unanswered gender leaves the stored one alone', () => {
  const parsed = parseProfileForm(aForm({ birthday: ' ', gender: '' }), TODAY)
  expect(parsed.ok && parsed.patch).toMatchObject({ birthday: null })
  expect(parsed.ok && 'gender' in parsed.patch).toBe(false)
})

test('a birthday typed in another accepted format (no script, no mask) is still read', () => {
  const parsed = parseProfileForm(aForm({ birthday: '1990-05-17' }), TODAY)
  expect(parsed.ok && parsed.patch.birthday).toBe('1990-05-17')
})

test.each([
  ['31.02.2000', 'invalid'],
  ['12.05', 'incomplete'],
  ['16.06.2025', 'future'],
  ['16.06.2007', 'under_18'],
  ['14.06.1905', 'too_old'],
  ['hello', 'invalid'],
])('the birthday %j is refused as %s and the typed text is kept', (birthday, code) => {
  const parsed = parseProfileForm(aForm({ birthday }), TODAY)
  expect(parsed).toEqual({ ok: false, errors: { birthday: { code } }, values: aForm({ birthday }) })
})

test('the 18th birthday itself is old enough', () => {
  expect(parseProfileForm(aForm({ birthday: '15.06.2007' }), TODAY).ok).toBe(true)
})

test('a bad email, a long name and forged radio values are each named on their field', () => {
  const parsed = parseProfileForm(
    aForm({ email: 'anna@', last_name: 'x'.repeat(101), gender: 'other', kind: 'company' }),
    TODAY,
  )
  expect(parsed.ok ? null : parsed.errors).toEqual({
    email: { code: 'email' },
    last_name: { code: 'too_long' },
    gender: { code: 'choice' },
    kind: { code: 'choice' },
  })
})

test('missing fields read as empty: the radio groups left unanswered', () => {
  const form = new FormData()
  form.set('first_name', 'Anna')
  form.set('phone', '+70000000000')
  const parsed = parseProfileForm(form, TODAY)
  expect(parsed.values).toEqual(emptyExcept('first_name', 'Anna'))
  expect(parsed.ok ? null : parsed.errors).toEqual({ kind: { code: 'choice' } })
})

function emptyExcept(field: string, value: string) {
  const empty = {
    first_name: '',
    last_name: '',
    middle_name: '',
    birthday: '',
    gender: '',
    email: '',
    kind: '',
  }
  return { ...empty, [field]: value }
}

test('API field errors land on their fields; others become the form error', () => {
  expect(
    apiProfileErrors({
      birthday: ['You must be over 18 years old.'],
      phone: ['The phone number cannot be changed.'],
      email: [],
    }),
  ).toEqual({
    errors: { birthday: { code: 'server', detail: 'You must be over 18 years old.' } },
    formError: { code: 'server', detail: 'The phone number cannot be changed.' },
  })
  expect(apiProfileErrors({})).toEqual({ errors: {}, formError: null })
})

test('the stored profile shows its birthday as DD.MM.YYYY and no gender as unanswered', () => {
  expect(profileValues(aCustomer({ gender: null }))).toEqual({ ...aForm(), first_name: 'Anna', gender: '' })
  expect(profileValues(aCustomer({ birthday: null })).birthday).toBe('')
})

test('a save says a link was sent only when the email changed to an unconfirmed one', () => {
  const before = aCustomer()
  const changed = aCustomer({ email: 'new@example.com', email_confirmed: false })
  expect(savedLocation(before, changed)).toBe('/my/profile/?saved=email')
  expect(savedLocation(before, before)).toBe('/my/profile/?saved=1')
  expect(savedLocation(before, aCustomer({ email: '', email_confirmed: false }))).toBe('/my/profile/?saved=1')
  expect(readSavedNotice(new URLSearchParams('saved=email'))).toBe('email-sent')
  expect(readSavedNotice(new URLSearchParams('saved=1'))).toBe('saved')
  expect(readSavedNotice(new URLSearchParams(''))).toBeNull()
})

test('the birthday field masks typing and rewrites a pasted ISO date', () => {
  expect(typedBirthday('1705')).toBe('17.05')
  expect(typedBirthday('17051990')).toBe('17.05.1990')
  expect(typedBirthday('17.05.1990')).toBe('17.05.1990')
  expect(typedBirthday('1990-05-17')).toBe('17.05.1990')
  expect(typedBirthday('31.02.2000')).toBe('31.02.2000')
})
