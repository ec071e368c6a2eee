import { expect, test } from 'vitest'
import { type BookingTrip, bookingBody, firstInvalidBookingInput, parseBookingForm } from './booking-form.ts'

// Two adults and a five-year-old, leaving on 5 December 2026 for 7 nights; today is 24 November 2026.
const trip = (over: Partial<BookingTrip> = {}): BookingTrip => ({
  tourists: { adults: 2, children: [5] },
  date: '2026-12-05',
  nights: 7,
  needsDocument: false,
  today: '2026-11-24',
  payments: ['card', 'cash'],
  ...over,
})

function aForm(entries: Record<string, string>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(entries)) form.set(name, value)
  return form
}

const filled = {
  'travellers[0].first_name': 'Anna',
  'travellers[0].last_name': 'Smirnova',
  'travellers[0].birth_date': '01.02.1990',
  'travellers[1].first_name': 'Pavel',
  'travellers[1].last_name': 'Smirnov',
  'travellers[1].birth_date': '03.04.1988',
  'travellers[2].first_name': 'Masha',
  'travellers[2].last_name': 'Smirnova',
  'travellers[2].birth_date': '05.12.2021',
  recipient_name: 'Anna Smirnova',
  recipient_email: '',
  delivery_payment_option: 'card',
  offer: 'on',
}

const passports = {
  'travellers[0].document.number': '72 1234567',
  'travellers[0].document.expiry': '01.01.2030',
  'travellers[1].document.number': '721234568',
  'travellers[1].document.expiry': '01.01.2030',
  'travellers[2].document.number': '721234569',
  'travellers[2].document.expiry': '01.01.2030',
}

test("one block per tourist of the party is read, and a complete form is the booking operation's body", () => {
  const parsed = parseBookingForm(aForm(filled), trip())
  expect(parsed.ok).toBe(true)
  if (!parsed.ok) return
  expect(bookingBody(parsed.value, trip(), '+7 (900) 123-45-67')).toEqual({
    travellers: [
      { first_name: 'Anna', last_name: 'Smirnova', birth_date: '01.02.1990', document: null },
      { first_name: 'Pavel', last_name: 'Smirnov', birth_date: '03.04.1988', document: null },
      { first_name: 'Masha', last_name: 'Smirnova', birth_date: '05.12.2021', document: null },
    ],
    recipient_name: 'Anna Smirnova',
    recipient_phone: '79001234567',
    recipient_email: '',
    delivery_payment_option: 'card',
  })
})

test("a child's birth date must give the age chosen in the search; adults must be 18; the offer must be accepted; the values stay as typed", () => {
  const form = aForm({
    ...filled,
    'travellers[0].birth_date': '01.01.2015',
    'travellers[2].birth_date': '01.01.2019',
    'travellers[1].first_name': '',
    offer: '',
  })
  const parsed = parseBookingForm(form, trip())
  expect(parsed.ok).toBe(false)
  const reply = parsed.submission.reply()
  expect(reply.error).toEqual({
    'travellers[0].birth_date': ['adult_age'],
    'travellers[1].first_name': ['required'],
    'travellers[2].birth_date': ['child_age_mismatch'],
    offer: ['required'],
  })
  expect(reply.initialValue).toMatchObject({
    travellers: [
      { first_name: 'Anna', birth_date: '01.01.2015' },
      { last_name: 'Smirnov' },
      { birth_date: '01.01.2019' },
    ],
    recipient_name: 'Anna Smirnova',
  })
  // Without JavaScript the first wrong input in the page's order takes the focus.
  expect(firstInvalidBookingInput(trip(), reply.error ?? undefined)).toBe('travellers[0].birth_date')
})

test('a tour abroad needs passports (spaces dropped, upper case) and Latin names', () => {
  const abroad = trip({ needsDocument: true })
  const refused = parseBookingForm(
    aForm({
      ...filled,
      'travellers[0].first_name': 'Анна',
      ...passports,
      'travellers[1].document.number': '',
    }),
    abroad,
  )
  expect(refused.ok).toBe(false)
  expect(refused.submission.reply().error).toEqual({
    'travellers[0].first_name': ['name_latin'],
    'travellers[1].document.number': ['required'],
  })
  const booked = parseBookingForm(aForm({ ...filled, ...passports }), abroad)
  expect(booked.ok).toBe(true)
  if (!booked.ok) return
  expect(bookingBody(booked.value, abroad, '79001234567').travellers[0]?.document).toEqual({
    number: '721234567',
    expiry: '01.01.2030',
  })
})

test('the contact, the email, a payment the cart does not offer and an expired passport are refused by code', () => {
  const parsed = parseBookingForm(
    aForm({
      ...filled,
      ...passports,
      'travellers[2].document.expiry': '10.12.2026',
      recipient_name: '  ',
      recipient_email: 'anna@',
      delivery_payment_option: 'crypto',
    }),
    trip({ needsDocument: true }),
  )
  expect(parsed.submission.reply().error).toEqual({
    'travellers[2].document.expiry': ['document_expired'],
    recipient_name: ['required'],
    recipient_email: ['email'],
    delivery_payment_option: ['choice'],
  })
})

test('a tourist the party does not have is refused, and a missing one is asked for', () => {
  const form = aForm({ ...filled, 'travellers[3].first_name': 'Extra' })
  form.delete('travellers[2].first_name')
  form.delete('travellers[2].last_name')
  form.delete('travellers[2].birth_date')
  expect(parseBookingForm(form, trip()).submission.reply().error).toMatchObject({
    travellers: ['invalid'],
  })
  const short = aForm(filled)
  for (const field of ['first_name', 'last_name', 'birth_date']) short.delete(`travellers[2].${field}`)
  expect(parseBookingForm(short, trip()).submission.reply().error).toEqual({
    'travellers[2].first_name': ['required'],
    'travellers[2].last_name': ['required'],
    'travellers[2].birth_date': ['required'],
  })
})
