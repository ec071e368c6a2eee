import { describe, expect, it, test } from 'vitest'
import {
  isAddressText,
  isInteger,
  isRealName,
  isValidEmail,
  isValidSlug,
  isValidUrl,
  VALIDATION_MESSAGES,
  validatePerson,
  validatePersonWith,
} from './validation.ts'

test.each([
  ['anna@example.com', true],
  [' anna.petrova+shop@mail.example.ru ', true],
  ['a@b.co', true],
  ['anna@example', false],
  ['anna@@example.com', false],
  ['anna example@example.com', false],
  ['@example.com', false],
  ['anna@.com', false],
  ['anna@example.c', false],
  ['', false],
  [`${'a'.repeat(250)}@ex.com`, false],
])('isValidEmail(%j) is %s', (text, expected) => {
  expect(isValidEmail(text)).toBe(expected)
})

test.each([
  ['12', true],
  ['-3', true],
  [' 7 ', true],
  ['1.5', false],
  ['1e3', false],
  ['', false],
])('isInteger(%j) is %s', (text, expected) => {
  expect(isInteger(text)).toBe(expected)
})

test.each([
  ['summer-sale-2026', true],
  ['ABC', true],
  ['летняя', false],
  ['a_b', false],
  ['a b', false],
  ['', false],
])('isValidSlug(%j) is %s', (text, expected) => {
  expect(isValidSlug(text)).toBe(expected)
})

test.each([
  ['https://shop.example.com/path?q=1', true],
  ['http://example.ru', true],
  ['javascript:alert(1)', false],
  ['ftp://example.com', false],
  ['https://localhost', false],
  ['not a url', false],
])('isValidUrl(%j) is %s', (text, expected) => {
  expect(isValidUrl(text)).toBe(expected)
})

test('a complete person has no errors', () => {
  expect(validatePerson({ first_name: 'Anna', last_name: 'Petrova', phone: '+7 912 345-67-89' })).toEqual({})
})

test('empty fields are required', () => {
  expect(validatePerson({ first_name: ' ', last_name: null, phone: '' })).toEqual({
    first_name: 'required',
    last_name: 'required',
    phone: 'required',
  })
  expect(validatePerson({})).toEqual({ first_name: 'required', last_name: 'required', phone: 'required' })
})

test('a short phone gets the 11-characters message, an invalid one the phone message', () => {
  expect(validatePerson({ first_name: 'A', last_name: 'B', phone: '912345' }).phone).toBe('min_length_11')
  expect(validatePerson({ first_name: 'A', last_name: 'B', phone: '+0 000 000 00 00' }).phone).toBe('phone')
})

test('the messages are the spec wording', () => {
  expect(VALIDATION_MESSAGES.required).toBe('Value is required')
  expect(VALIDATION_MESSAGES.min_length_11).toBe('This field should be at least 11 characters long')
})

describe('real names and address text (issue 10)', () => {
  test.each(['Анна', 'Анна-Мария', "O'Neil", 'St. John', 'Jean Luc', 'Ли', 'Ёжиков', 'Zoë'])(
    '%s is a name',
    (name) => {
      expect(isRealName(name)).toBe(true)
    },
  )
  test.each(['Я', 'Я Ё', 'A B', '😀', '123', 'Анна1', '--', "''", 'Анна 😀'])('%s is not a name', (name) => {
    expect(isRealName(name)).toBe(false)
  })
  test('checkout people with one-letter or emoji names get the name error', () => {
    expect(validatePerson({ first_name: 'Я', last_name: 'Ё', phone: '+79123456789' })).toEqual({
      first_name: 'name_letters',
      last_name: 'name_letters',
    })
    expect(validatePerson({ first_name: 'Анна', last_name: 'Иванова', phone: '+79123456789' })).toEqual({})
  })
  test('address parts need letters or digits and no emoji', () => {
    for (const ok of ['Москва', 'ул. Тверская', '7к2', '12', '', '  '])
      expect(isAddressText(ok), ok).toBe(true)
    for (const bad of ['🏙️', '🏠🌲🏔️', '😀', 'кв. 🚪', '—', '...']) expect(isAddressText(bad), bad).toBe(false)
  })
})

describe('validatePersonWith', () => {
  it('uses the phone check it is given, after the same required and length rules', () => {
    const person = { first_name: 'Anna', last_name: 'Petrova', phone: '+7 012 345-67-89' }
    expect(validatePersonWith(person, () => true)).toEqual({})
    expect(validatePersonWith(person, () => false)).toEqual({ phone: 'phone' })
    expect(validatePersonWith({ ...person, phone: '+7 916' }, () => true)).toEqual({ phone: 'min_length_11' })
    expect(validatePerson(person)).toEqual({ phone: 'phone' })
  })
})
