import type { Customer } from '@vitrina/api-client'
import { ProfilePatch } from '@vitrina/api-client/operations/auth'
import { expect, test } from 'vitest'
import {
  apiProfileErrors,
  parseProfileForm,
  profileFormSchema,
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

const posted = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}
const parse = (overrides: Record<string, string> = {}) => parseProfileForm(posted(aForm(overrides)), TODAY)
/** What the action answers a refused form with: conform's reply (codes per field, values as typed). */
const replyOf = (overrides: Record<string, string>) => {
  const parsed = parse(overrides)
  return parsed.ok ? null : parsed.submission.reply()
}

test('a valid form becomes the API patch: trimmed names and the birthday as YYYY-MM-DD', () => {
  const parsed = parse()
  expect(parsed.ok && parsed.patch).toEqual({
    first_name: 'Anna',
    last_name: 'Smirnova',
    middle_name: '',
    birthday: '1990-05-17',
    gender: 'female',
    email: 'anna@example.com',
    kind: 'personal',
  })
})

test("the form is checked with the API operation's own field schemas (one name limit)", () => {
  expect(profileFormSchema(TODAY).entries.first_name).toBe(ProfilePatch.entries.first_name)
  expect(profileFormSchema(TODAY).entries.gender).toBe(ProfilePatch.entries.gender)
})

test('an empty birthday is no birthday and an unanswered gender leaves the stored one alone', () => {
  const parsed = parse({ birthday: ' ', gender: '' })
  expect(parsed.ok && parsed.patch).toMatchObject({ birthday: null })
  expect(parsed.ok && 'gender' in parsed.patch).toBe(false)
})

test('an emptied name or email clears it rather than keeping the stored one', () => {
  const parsed = parse({ middle_name: '', email: '' })
  expect(parsed.ok && parsed.patch).toMatchObject({ middle_name: '', email: '' })
})

test('a birthday typed in another accepted format (no script, no mask) is still read', () => {
  const parsed = parse({ birthday: '1990-05-17' })
  expect(parsed.ok && parsed.patch.birthday).toBe('1990-05-17')
})

test.each([
  ['31.02.2000', 'date_invalid'],
  ['12.05', 'incomplete'],
  ['16.06.2025', 'future'],
  ['16.06.2007', 'under_18'],
  ['14.06.1905', 'too_old'],
  ['hello', 'date_invalid'],
])('the birthday %j is refused as %s and the typed values are kept', (birthday, code) => {
  const reply = replyOf({ birthday })
  expect(reply?.status).toBe('error')
  expect(reply?.error).toEqual({ birthday: [code] })
  const { middle_name: _empty, ...typed } = aForm({ birthday })
  expect(reply?.initialValue).toMatchObject(typed)
})

test('the 18th birthday itself is old enough', () => {
  expect(parse({ birthday: '15.06.2007' }).ok).toBe(true)
})

test('a bad email, a long name and forged radio values are each named on their field', () => {
  const reply = replyOf({ email: 'anna@', last_name: 'x'.repeat(101), gender: 'other', kind: 'company' })
  expect(reply?.error).toEqual({
    email: ['email'],
    last_name: ['max_length:100'],
    gender: ['choice'],
    kind: ['choice'],
  })
  expect(reply?.initialValue).toMatchObject({ email: 'anna@', gender: 'other' })
})

test('the radio group "I buy as" left unanswered is required', () => {
  const form = new FormData()
  form.set('first_name', 'Anna')
  const parsed = parseProfileForm(form, TODAY)
  expect(parsed.ok ? null : parsed.submission.reply().error).toEqual({ kind: ['required'] })
})

test('API field errors land on their fields; others become the form error', () => {
  expect(
    apiProfileErrors({
      birthday: ['You must be over 18 years old.'],
      phone: ['The phone number cannot be changed.'],
      email: [],
    }),
  ).toEqual({
    fieldErrors: { birthday: ['You must be over 18 years old.'] },
    formErrors: ['The phone number cannot be changed.'],
  })
  expect(apiProfileErrors({})).toEqual({ fieldErrors: {}, formErrors: [] })
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
