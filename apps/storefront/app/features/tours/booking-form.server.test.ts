import type { TourCartLine } from '@vitrina/api-client/schemas'
import { expect, test } from 'vitest'
import { checkBooking, readBookingForm } from './booking-form.server.ts'

const TODAY = new Date(Date.UTC(2026, 10, 24))

const aLine = (): TourCartLine => ({
  key: '1.2.2026-12-05.7.2-5',
  tour: { id: 1, slug: 'altai', name: 'Altai', category_path: [] },
  departure: { id: 1, date: '2026-12-05', city: { slug: 'moscow', name: 'Moscow' } },
  hotel: { id: 1, slug: 'katun', name: 'Katun', stars: 3, category_path: [], image: null },
  room_type: { id: 2, slug: 'family-room', name: 'Family room' },
  date: '2026-12-05',
  nights: 7,
  check_out: '2026-12-12',
  tourists: { adults: 2, children: [5] },
  status: 'ok',
  problem: null,
  previous_total: null,
  total: '1000.00',
  breakdown: null,
  rooms_left: 3,
})

function aForm(entries: Record<string, string>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(entries)) form.set(name, value)
  return form
}

const filled = {
  'tourist-0-first_name': 'Anna',
  'tourist-0-last_name': 'Smirnova',
  'tourist-0-birth_date': '01.02.1990',
  'tourist-1-first_name': 'Pavel',
  'tourist-1-last_name': 'Smirnov',
  'tourist-1-birth_date': '03.04.1988',
  'tourist-2-first_name': 'Masha',
  'tourist-2-last_name': 'Smirnova',
  'tourist-2-birth_date': '05.12.2021',
  recipient_name: 'Anna Smirnova',
  payment: 'card',
  offer: 'on',
}

test('one block per tourist of the party is read, and a complete form passes', () => {
  const values = readBookingForm(aForm(filled), aLine())
  expect(values.travellers).toHaveLength(3)
  expect(checkBooking(values, aLine(), false, TODAY)).toBeNull()
})

test("a child's birth date must give the age chosen in the search; adults must be 18; the offer must be accepted", () => {
  const form = aForm({
    ...filled,
    'tourist-0-birth_date': '01.01.2015',
    'tourist-2-birth_date': '01.01.2019',
    offer: '',
  })
  const errors = checkBooking(readBookingForm(form, aLine()), aLine(), false, TODAY)
  expect(errors?.travellers[0]?.birth_date).toBe('adult_age')
  expect(errors?.travellers[2]?.birth_date).toBe('child_age_mismatch')
  expect(errors?.offer).toBe('required')
})

test('a tour abroad needs passports and Latin names', () => {
  const form = aForm({ ...filled, 'tourist-0-first_name': 'Анна' })
  const errors = checkBooking(readBookingForm(form, aLine()), aLine(), true, TODAY)
  expect(errors?.travellers[0]?.first_name).toBe('name_latin')
  expect(errors?.travellers[1]?.document_number).toBe('required')
})
