import { describe, expect, it } from 'vitest'
import { checkLandingFields, fieldsOfForm, type LandingFieldRule, landingValues } from './landing-form.ts'

const fields: LandingFieldRule[] = [
  { name: 'name', type: 'text', required: true },
  { name: 'phone', type: 'phone', required: true },
  { name: 'email', type: 'email', required: false },
  { name: 'comment', type: 'textarea', required: false },
]

describe('landing form fields', () => {
  it('asks a phone form only for phones, the others for everything', () => {
    expect(fieldsOfForm('phone', fields).map((f) => f.name)).toEqual(['phone'])
    expect(fieldsOfForm('request', fields)).toHaveLength(4)
  })

  it('keeps only the asked fields, trimmed', () => {
    expect(
      landingValues(fields.slice(0, 2), { name: '  Anna ', phone: '+7 999 123-45-67', admin: 'x' }),
    ).toEqual({
      name: 'Anna',
      phone: '+7 999 123-45-67',
    })
  })

  it('reports required, malformed and too long values', () => {
    expect(checkLandingFields(fields, { name: '', phone: '12', email: 'nope', comment: '' })).toEqual({
      name: 'required',
      phone: 'phone',
      email: 'email',
    })
    expect(checkLandingFields(fields, { name: 'x'.repeat(201), phone: '+79991234567' })).toEqual({
      name: 'too_long',
    })
  })

  it('accepts a valid form with optional fields left empty', () => {
    expect(
      checkLandingFields(fields, { name: 'Anna', phone: '+7 999 123-45-67', email: '', comment: '' }),
    ).toEqual({})
  })
})
