import type { TourCartLine } from '@vitrina/api-client/schemas'
import { travellersOf } from '@vitrina/domain/tour-pricing'
import {
  normalisePassportNumber,
  type TouristDetails,
  type TouristErrors,
  validateTouristDetails,
} from '@vitrina/domain/tourist-details'

export type BookingValues = {
  travellers: {
    first_name: string
    last_name: string
    birth_date: string
    document_number: string
    document_expiry: string
  }[]
  recipient_name: string
  recipient_email: string
  payment: string
  offer: boolean
}

export type BookingErrors = {
  travellers: Record<number, TouristErrors>
  recipient_name?: 'required'
  payment?: 'required'
  offer?: 'required'
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** What the booking form posted: one block per tourist of the line's party (`tourist-{i}-{field}`). */
export function readBookingForm(form: FormData, line: TourCartLine): BookingValues {
  return {
    travellers: travellersOf(line.tourists).map((_, i) => ({
      first_name: text(form, `tourist-${i}-first_name`),
      last_name: text(form, `tourist-${i}-last_name`),
      birth_date: text(form, `tourist-${i}-birth_date`),
      document_number: text(form, `tourist-${i}-document_number`),
      document_expiry: text(form, `tourist-${i}-document_expiry`),
    })),
    recipient_name: text(form, 'recipient_name'),
    recipient_email: text(form, 'recipient_email'),
    payment: text(form, 'payment'),
    offer: form.get('offer') === 'on',
  }
}

/** The domain's tourist rules (names, birth dates against the booked ages, passports abroad) plus the form's own. */
export function checkBooking(
  values: BookingValues,
  line: TourCartLine,
  needsDocument: boolean,
  today: Date,
): BookingErrors | null {
  const details: TouristDetails[] = values.travellers.map((t) => ({
    first_name: t.first_name,
    last_name: t.last_name,
    birth_date: t.birth_date,
    document: needsDocument
      ? { number: normalisePassportNumber(t.document_number), expiry: t.document_expiry }
      : null,
  }))
  const result = validateTouristDetails(details, {
    tourists: line.tourists,
    date: line.date,
    nights: line.nights,
    needsDocument,
    today,
  })
  const errors: BookingErrors = { travellers: result.ok ? {} : result.errors }
  if (!values.recipient_name) errors.recipient_name = 'required'
  if (!values.payment) errors.payment = 'required'
  if (!values.offer) errors.offer = 'required'
  const failed = !result.ok || errors.recipient_name || errors.payment || errors.offer
  return failed ? errors : null
}
