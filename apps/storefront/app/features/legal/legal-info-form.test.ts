import { describe, expect, test } from 'vitest'
import { apiLegalInfoErrors, LEGAL_INFO_FIELDS, parseLegalInfoForm } from './legal-info-form.ts'

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
    expect(parsed).toEqual({ ok: true, info: { ...VALID, account: '40702810200000012345' } })
  })

  test('a refused form keeps what was typed and names each wrong field', () => {
    const typed = { ...VALID, inn: '7704123451', correspondent_account: '' }
    const parsed = parseLegalInfoForm(form(typed))
    expect(parsed).toEqual({
      ok: false,
      values: typed,
      errors: { inn: { code: 'inn' }, correspondent_account: { code: 'required' } },
    })
  })

  test('a post without the fields is all required, not a crash', () => {
    const parsed = parseLegalInfoForm(new FormData())
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(Object.keys(parsed.errors)).toEqual([...LEGAL_INFO_FIELDS])
  })

  test('the API’s field errors land on their fields; others are dropped', () => {
    expect(apiLegalInfoErrors({ bic: ['The BIC is not valid.'], kind: ['x'] })).toEqual({
      bic: { code: 'server', detail: 'The BIC is not valid.' },
    })
  })
})
