import { ProfilePatch, WirePhone } from '@vitrina/api-client/operations/auth'
import { CartItemInput } from '@vitrina/api-client/schemas'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { issueCode, parseForm, readCode } from './form-issues.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

test("the API schemas' English texts and limits become codes; the values come back as typed", () => {
  const schema = v.object({ first_name: ProfilePatch.entries.first_name, phone: WirePhone })
  const reply = parseForm(form({ first_name: 'x'.repeat(101), phone: '+7 (916) abc' }), schema).reply()
  expect(reply.error).toEqual({ first_name: ['max_length:100'], phone: ['phone'] })
  expect(reply.initialValue).toEqual({ first_name: 'x'.repeat(101), phone: '+7 (916) abc' })
})

test('an empty field is required; numbers are read from text and their limits named', () => {
  const schema = v.object({ count: CartItemInput.entries.count, phone: WirePhone })
  expect(parseForm(form({ count: '0', phone: '' }), schema).reply().error).toEqual({
    count: ['min_value:1'],
    phone: ['required'],
  })
  const ok = parseForm(form({ count: '3', phone: '+79160000000' }), schema)
  expect(ok.status === 'success' && ok.value).toEqual({ count: 3, phone: '+79160000000' })
})

test("a form's own code wins, and an unknown problem is 'invalid' rather than an English sentence", () => {
  const issue = (message: string, type = 'check') =>
    ({
      kind: 'validation',
      type,
      input: 'x',
      expected: null,
      received: '"x"',
      message,
    }) as v.BaseIssue<unknown>
  expect(issueCode(issue('under_18'))).toBe('under_18')
  expect(issueCode(issue('Value is required'))).toBe('required')
  expect(issueCode(issue('Something the API says', 'regex'))).toBe('invalid')
})

test('codes are read back with their limits; any other text is not a code', () => {
  expect(readCode('max_length:100')).toEqual({ code: 'max_length', limit: 100 })
  expect(readCode('required')).toEqual({ code: 'required' })
  expect(readCode('This email is taken.')).toBeNull()
  expect(readCode('max_length:abc')).toBeNull()
})
