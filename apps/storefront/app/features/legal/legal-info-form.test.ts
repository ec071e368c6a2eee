import { LegalInfoBody } from '@vitrina/api-client/schemas/legal'
import { describe, expect, test } from 'vitest'
import {
  apiLegalInfoErrors,
  isLegalInfoReply,
  LEGAL_INFO_FIELDS,
  legalInfoFormSchema,
  parseLegalInfoForm,
} from './legal-info-form.ts'

const VALID = {
  company: 'ООО «Северный склад»',
  inn: '7704123450',
  address: '125009, Москва, ул. Тверская, д. 9',
  fio: 'Смирнова Анна Петровна',
  bank_name: 'ПАО Сбербанк',
  bic: '044525225',
  account: '4070 2810 2000 0001 2345',
  correspondent_account: '30101810400000000225',
}
const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.set(name, value)
  return data
}

describe('the legal info form', () => {
  test('valid details pass, numbers without their spaces', () => {
    const parsed = parseLegalInfoForm(form(VALID))
    expect(parsed.ok && parsed.info).toEqual({ ...VALID, account: '40702810200000012345' })
  })

  test("the form is checked with the API operation's own field schemas", () => {
    const entries = legalInfoFormSchema.pipe[0].entries
    expect(entries.inn).toBe(LegalInfoBody.entries.inn)
    expect(entries.company).toBe(LegalInfoBody.entries.company)
  })

  test('a refused form keeps what was typed and names each wrong field with a code', () => {
    const typed = { intent: 'legal-info', ...VALID, inn: '7704123451', correspondent_account: '' }
    const parsed = parseLegalInfoForm(form(typed))
    expect(parsed.ok).toBe(false)
    const reply = parsed.submission.reply()
    expect(reply.error).toEqual({ inn: ['inn'], correspondent_account: ['required'] })
    // conform keeps what was typed; an empty field is simply absent.
    expect(reply.initialValue).toEqual({ ...typed, correspondent_account: undefined })
    expect(isLegalInfoReply(reply)).toBe(true)
  })

  test('the API schema refuses what is too long; the domain names a wrong BIC and skips accounts it cannot check', () => {
    const parsed = parseLegalInfoForm(form({ ...VALID, company: 'x'.repeat(301), bic: '144525225' }))
    expect(parsed.submission.reply().error).toEqual({ company: ['max_length:300'], bic: ['bic'] })
  })

  test('a post without the fields is all required, not a crash', () => {
    const parsed = parseLegalInfoForm(new FormData())
    expect(parsed.ok).toBe(false)
    const error = parsed.submission.reply().error ?? {}
    expect(Object.keys(error).sort()).toEqual([...LEGAL_INFO_FIELDS].sort())
    expect(Object.values(error).flat()).toEqual(LEGAL_INFO_FIELDS.map(() => 'required'))
  })

  test('the API’s field errors land on their fields; others are dropped', () => {
    expect(apiLegalInfoErrors({ bic: ['The BIC is not valid.'], kind: ['x'] })).toEqual({
      bic: ['The BIC is not valid.'],
    })
  })
})
