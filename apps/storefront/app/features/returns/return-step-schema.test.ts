import { expect, test } from 'vitest'
import {
  firstInvalidStep,
  stepPost,
  stepSubmission,
  validateAll,
  validateStep,
} from './return-step-schema.ts'
import { aFilledForm } from './returns-test-factories.ts'

const rules = { today: new Date('2026-11-24T12:00:00Z'), returnable: [1, 2] }
const post = (fields: Record<string, string | string[]>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one)
  return form
}
const photo = { id: 7, name: 'a.jpg', url: '' }

test("a posted step's problems are the one map's codes by input name; the values come back as typed", () => {
  const reply = stepSubmission(
    'applicant',
    post({
      'applicant.full_name': 'Иван',
      'applicant.email': 'ivan@',
      'applicant.phone': '+7 912 345-67-89',
      'applicant.birth_date': '12.04.2015',
      'document.type': 'passport_ru',
      'document.series': '45',
      'document.issuer': 'x'.repeat(301),
    }),
    aFilledForm(),
    rules,
  ).reply()
  expect(reply.error).toEqual({
    'applicant.full_name': ['invalid'],
    'applicant.email': ['email'],
    'applicant.birth_date': ['under_18'],
    'applicant.registration_address': ['required'],
    'document.series': ['series'],
    'document.number': ['required'],
    'document.issue_date': ['required'],
    'document.issuer': ['too_long'],
    'document.division_code': ['required'],
  })
  expect(reply.initialValue).toMatchObject({
    applicant: { full_name: 'Иван', email: 'ivan@', birth_date: '12.04.2015' },
    document: { type: 'passport_ru', series: '45' },
  })
})

test("the items are the order's returnable ones, at least one", () => {
  const items = (chosen: string[]) => stepSubmission('items', post({ items: chosen }), aFilledForm(), rules)
  expect(items([]).reply().error).toEqual({ items: ['items_required'] })
  expect(items(['2', '99']).reply().error).toEqual({ items: ['choice'] })
  const ok = items(['2'])
  expect(ok.status === 'success' && ok.value).toEqual({ items: [2] })
})

test('the photos are the stored uploads (the API field `photos`), never a posted list', () => {
  const reason = (photos: (typeof photo)[]) =>
    stepSubmission('reason', post({ reason: 'Брак', photos: ['7'] }), aFilledForm({ photos }), rules)
  expect(reason([]).reply().error).toEqual({ photos: ['photos_required'] })
  expect(reason([photo]).status).toBe('success')
  expect(
    stepSubmission('reason', post({ reason: ' ', comment: 'x'.repeat(1001) }), aFilledForm(), rules).reply()
      .error,
  ).toEqual({ reason: ['required'], comment: ['too_long'], photos: ['photos_required'] })
})

test("bank details must be the applicant's (the stored name) and pass the bank checks; a card needs none", () => {
  const refund = (fields: Record<string, string>) =>
    stepSubmission('refund', post(fields), aFilledForm(), rules).reply().error
  expect(
    refund({
      'refund.method': 'bank_details',
      'refund.receiver_full_name': 'Пётр Петров',
      'refund.bic': '123',
      'refund.bank': 'ПАО Сбербанк',
    }),
  ).toEqual({
    'refund.receiver_full_name': ['not_applicant'],
    'refund.bic': ['bic'],
    'refund.account': ['required'],
    'refund.correspondent_account': ['required'],
  })
  expect(refund({ 'refund.method': 'card', 'refund.bank': 'x'.repeat(300) })).toBeUndefined()
  expect(refund({ 'refund.method': 'cash' })).toEqual({ 'refund.method': ['choice'] })
})

test('the pickup needs a point or a courier address, as its kind says', () => {
  const pickup = (fields: Record<string, string>) =>
    stepSubmission('pickup', post(fields), aFilledForm(), rules).reply().error
  expect(pickup({ 'pickup.kind': 'pickup_point', 'pickup.outlet': '' })).toEqual({
    'pickup.outlet': ['required'],
  })
  expect(pickup({ 'pickup.kind': 'courier', 'pickup.address': ' ' })).toEqual({
    'pickup.address': ['required'],
  })
  expect(pickup({ 'pickup.kind': 'pickup_point', 'pickup.outlet': '7' })).toBeUndefined()
})

test("the machine's values of a step post as its inputs would; the review checks every step", () => {
  const form = aFilledForm({ items: [1, 2] })
  expect([...stepPost('items', form).entries()]).toEqual([
    ['items', '1'],
    ['items', '2'],
  ])
  expect(stepPost('pickup', form).get('pickup.address')).toBe('Москва, Тверская улица, 7, кв. 12')
  expect(firstInvalidStep(aFilledForm(), rules)).toBe('reason')
  expect(validateStep('reason', aFilledForm(), rules)).toEqual({
    reason: 'required',
    photos: 'photos_required',
  })
  const ready = aFilledForm({ reason: 'Брак', photos: [photo] })
  expect(firstInvalidStep(ready, rules)).toBeNull()
  expect(validateAll(ready, rules)).toEqual({})
  expect(validateStep('review', aFilledForm({ items: [] }), rules)).toMatchObject({ items: 'items_required' })
})
