import { expect, test } from 'vitest'
import { aProfile } from './checkout-test-factories.ts'
import { profilePatch } from './profile-patch.ts'

test('nothing is saved when names and gender are as stored (spaces aside)', () => {
  expect(profilePatch(aProfile(), aProfile({ first_name: ' Anna ' }))).toBeNull()
})

test('email and phone are never part of the profile save', () => {
  expect(
    profilePatch(aProfile(), aProfile({ email: 'new@example.com', phone: '+7 999 000-00-00' })),
  ).toBeNull()
})

test.each([
  [{ first_name: 'Anya ' }, { first_name: 'Anya' }],
  [{ last_name: 'Smirnova' }, { last_name: 'Smirnova' }],
  [{ middle_name: '' }, { middle_name: '' }],
  [{ gender: 'male' as const }, { gender: 'male' }],
  [{ gender: null }, { gender: null }],
  [
    { first_name: 'Anya', gender: null },
    { first_name: 'Anya', gender: null },
  ],
])('a form with %j saves only %j', (form, patch) => {
  expect(profilePatch(aProfile(), aProfile(form))).toEqual(patch)
})
