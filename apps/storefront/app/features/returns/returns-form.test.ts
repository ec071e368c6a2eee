import { expect, test } from 'vitest'
import { formFromDraft, readStep, setField, toReclamationRequest } from './returns-form.ts'
import { aFilledForm, ITEMS } from './returns-test-factories.ts'

test('a posted step is read into the form: its fields only, and only returnable items', () => {
  const posted = new FormData()
  posted.set('reason', 'Брак')
  posted.set('applicant.email', 'other@example.com')
  const form = readStep('reason', aFilledForm(), posted, [1, 2])
  expect(form.reason).toBe('Брак')
  expect(form.applicant.email).toBe('ivan@example.com')
  const items = new FormData()
  items.append('items', '2')
  items.append('items', '99')
  expect(readStep('items', aFilledForm(), items, [1, 2]).items).toEqual([2])
})

test('unknown field paths change nothing', () => {
  const form = aFilledForm()
  expect(setField(form, 'applicant.password', 'x')).toBe(form)
  expect(setField(form, 'photos', 'x')).toBe(form)
  expect(setField(form, '__proto__.polluted', 'x')).toBe(form)
})

test('a finished form becomes the API request: barcodes of the chosen items, texts trimmed', () => {
  const ready = aFilledForm({
    reason: ' Брак ',
    items: [1, 2],
    photos: [{ id: 7, name: 'a.jpg', url: '' }],
    documents: [{ id: 9, name: 'passport.pdf', url: '' }],
  })
  expect(toReclamationRequest(ready, 42, ITEMS)).toMatchObject({
    order: 42,
    items: [1, 2],
    barcodes: ['4600000000011', '4600000000028'],
    reason: 'Брак',
    photos: [7],
    documents: [9],
    refund: { method: 'card' },
    pickup: { kind: 'courier', address: 'Москва, Тверская улица, 7, кв. 12' },
  })
})

test('a stored draft keeps its document scans; a malformed list falls back to none', () => {
  const fresh = aFilledForm()
  const scans = [{ id: 9, name: 'passport.pdf', url: '' }]
  expect(formFromDraft({ documents: scans }, fresh).documents).toEqual(scans)
  expect(formFromDraft({ documents: [{ id: '9' }] }, fresh).documents).toEqual([])
  expect(formFromDraft({}, fresh).documents).toEqual([])
})
