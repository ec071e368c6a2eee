import { expect, test } from 'vitest'
import { firstInvalidInput } from './checkout-field-names.ts'
import { checkoutDraft, readCheckoutForm } from './checkout-form-data.ts'
import { checkoutSubmission, rulesVerdict } from './checkout-form-schema.ts'
import { aCart, aProfile } from './checkout-test-factories.ts'

function post(fields: Record<string, string>): FormData {
  const form = new FormData()
  form.set('idempotency_key', 'key-12345678')
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

/** The no-JS action's call: the draft read from the same post. */
function submit(fields: Record<string, string>) {
  const form = post(fields)
  const values = readCheckoutForm(form, () => 'key-12345678')
  return checkoutSubmission(form, {
    draft: checkoutDraft(values, aProfile(), aCart()),
    consultant: values.consultant,
    address: values.address,
  })
}

/** The rules' verdict on the draft the same post makes (the live page passes the machine's context). */
function verdict(fields: Record<string, string>): string {
  const values = readCheckoutForm(post(fields), () => 'key-12345678')
  const draft = checkoutDraft(values, aProfile(), aCart())
  return rulesVerdict({ draft, consultant: values.consultant, address: values.address })
}

const COMPLETE = {
  first_name: 'Anna',
  last_name: 'Ivanova',
  email: 'anna@example.com',
  city: 'Moscow',
  street: 'Tverskaya',
  house: '7',
  payment: 'DELIVERY:online',
  offer: 'on',
}

test('a refused post names each input with a code, keeps every typed value and points at the first wrong input', () => {
  const reply = submit({
    first_name: '',
    last_name: 'Ivanova',
    city: 'Moscow',
    comment: 'Call me first',
  }).reply()
  expect(reply.status).toBe('error')
  expect(reply.error).toEqual({
    first_name: ['required'],
    street: ['required'],
    address: ['address_incomplete'],
    house: ['required'],
    payment: ['required'],
    offer: ['required'],
  })
  expect(reply.initialValue).toMatchObject({ last_name: 'Ivanova', city: 'Moscow', comment: 'Call me first' })
  expect(firstInvalidInput(reply.error as Record<string, string[]>)).toBe('first_name')
})

test("the operation's declared limits and formats refuse what the rules alone would let through", () => {
  const reply = submit({
    ...COMPLETE,
    first_name: 'x'.repeat(101),
    email: 'anna@',
    comment: 'y'.repeat(501),
  }).reply()
  expect(reply.error).toEqual({
    first_name: ['max_length:100'],
    email: ['email'],
    comment: ['max_length:500'],
  })
})

test('the machine’s rules decide what must be filled: recipient only when switched on, consultant phone when asked', () => {
  expect(submit(COMPLETE).status).toBe('success')
  const reply = submit({
    ...COMPLETE,
    recipient_enabled: 'on',
    consultant: 'on',
    consultant_phone: '123',
  }).reply()
  expect(reply.error).toEqual({
    recipient_first_name: ['required'],
    recipient_last_name: ['required'],
    recipient_phone: ['required'],
    consultant_phone: ['phone'],
  })
})

test('a valid post gives the order body the rules build', () => {
  const submission = submit({ ...COMPLETE, flat: '12' })
  expect(submission.status === 'success' && submission.value).toMatchObject({
    recipient_name: 'Anna Ivanova',
    recipient_phone: '79161234567',
    delivery_payment_option: 'DELIVERY:online',
    address: { city: 'Moscow', street: 'Tverskaya', house: '7' },
    address_details: { flat: '12' },
  })
})

test("the rules' verdict moves with what the rules read, so the live page knows when to check again", () => {
  const noAddress = verdict({ ...COMPLETE, city: '', street: '', house: '' })
  expect(JSON.parse(noAddress)).toEqual({
    city: ['required'],
    street: ['required'],
    house: ['required'],
    address: ['address_incomplete'],
  })
  // The address arrives (from the map or the position): nothing is left to refuse.
  expect(verdict(COMPLETE)).toBe('')
  // A pickup tab without a chosen point asks for the point, not for the courier's address.
  const pickup = verdict({
    ...COMPLETE,
    city: '',
    street: '',
    house: '',
    delivery_tab: 'pickup',
    pickup_kind: 'pickup_point',
    payment: 'PICKUP_POINT:online',
  })
  expect(pickup).not.toContain('address_incomplete')
  expect(pickup).not.toBe(noAddress)
})
