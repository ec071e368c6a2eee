import { expect, test } from 'vitest'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { CodeFields, PhoneFields } from './sign-in-form-schema.ts'
import { codeIssue, phoneIssue } from './sign-in-rules.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

test('an empty or unreadable phone is refused with its code and kept as typed', () => {
  const empty = parseForm(form({ phone: '', method: 'call' }), PhoneFields).reply()
  expect(empty.error).toEqual({ phone: ['required'] })
  const typo = parseForm(form({ phone: '+7 (916) 12', method: 'call' }), PhoneFields).reply()
  expect(typo.error).toEqual({ phone: ['phone'] })
  expect(typo.initialValue).toEqual({ phone: '+7 (916) 12', method: 'call' })
  expect(parseForm(form({ phone: 'x'.repeat(65) }), PhoneFields).reply().error).toEqual({
    phone: ['max_length:64'],
  })
})

test('a readable phone passes with its method', () => {
  const ok = parseForm(form({ phone: ' +7 (916) 000-00-00 ', method: 'call' }), PhoneFields)
  expect(ok.status === 'success' && ok.value).toEqual({ phone: '+7 (916) 000-00-00', method: 'call' })
})

test("an empty code is required; a code of the wrong length names the method's code", () => {
  expect(parseForm(form({ code: '', method: 'sms' }), CodeFields).reply().error).toEqual({
    code: ['required'],
  })
  expect(parseForm(form({ code: '123', method: 'sms' }), CodeFields).reply().error).toEqual({
    code: ['code_sms'],
  })
  expect(parseForm(form({ code: '123456', method: 'call' }), CodeFields).reply().error).toEqual({
    code: ['code_call'],
  })
  expect(parseForm(form({ code: '12ab', method: 'sms' }), CodeFields).reply().initialValue).toEqual({
    code: '12ab',
    method: 'sms',
  })
  const pasted = parseForm(form({ code: '123 456', method: 'sms' }), CodeFields)
  expect(pasted.status).toBe('success')
})

test("the schema's verdicts are the rules' own (the machine's guards ask the same functions)", () => {
  for (const phone of ['', '   ', '000 00', '+79160000000', '+44 20 7946 0958']) {
    const reply = parseForm(form({ phone }), PhoneFields).reply()
    expect(reply.error?.phone?.[0] ?? null, phone).toBe(phoneIssue(phone))
  }
  for (const code of ['', '1', '1234', '12345', '123456', '1234567', '12 34']) {
    for (const method of ['sms', 'call'] as const) {
      const reply = parseForm(form({ code, method }), CodeFields).reply()
      expect(reply.error?.code?.[0] ?? null, `${code} ${method}`).toBe(codeIssue(code, method))
    }
  }
})
