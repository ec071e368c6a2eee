/**
 * The tour booking form (spec §2 `/cart/tours/{productId}/{tourId}/`) on conform: the fields are the booking
 * operation's own (`TourBookingRequest` of `@vitrina/api-client`: each traveller's names, birth date and
 * passport, the contact, the payment option), then the domain's tourist rules (`validateTouristDetails`: real
 * or Latin names, birth dates against the ages the room was priced for, passports valid after the return) as a
 * `fieldRules` step. The same schema runs in the action and in the browser, so both refuse alike.
 */
import type { Submission, SubmissionResult } from '@conform-to/react'
import type { TourBookingRequest } from '@vitrina/api-client/schemas/tours'
import { TourBookingRequest as BookingWire } from '@vitrina/api-client/schemas/tours'
import { travellersOf } from '@vitrina/domain/tour-pricing'
import {
  normalisePassportNumber,
  type TouristDetails,
  type TouristDetailsField,
  validateTouristDetails,
} from '@vitrina/domain/tourist-details'
import type { Tourists } from '@vitrina/domain/tourists'
import * as v from 'valibot'
import { fieldRules } from '../../lib/forms/field-rules.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'

/** What the rules need of the booked line; plain data, so the loader hands it to the browser's schema too. */
export type BookingTrip = {
  tourists: Tourists
  /** ISO day of departure: ages are counted on it. */
  date: string
  nights: number
  /** The tour crosses a border: passports and Latin names. */
  needsDocument: boolean
  /** The shop's calendar day, ISO. */
  today: string
  /** The payment option ids the tour cart offers. */
  payments: readonly string[]
}

/** The action's answer to a refused booking: conform's reply (codes by field, the values as typed). */
export type BookingReply = SubmissionResult<string[]>

/** A problem of the whole booking, worded by the page: the room went while the shopper was typing. */
export const BOOKING_UNAVAILABLE = 'unavailable'

const wire = BookingWire.entries

/** conform's name of a traveller's field: `travellers[0].first_name`, `travellers[0].document.number`. */
export function travellerFieldName(index: number, field: TouristDetailsField): string {
  const path: Record<TouristDetailsField, string> = {
    first_name: 'first_name',
    last_name: 'last_name',
    birth_date: 'birth_date',
    document_number: 'document.number',
    document_expiry: 'document.expiry',
  }
  return `travellers[${index}].${path[field]}`
}

const TRAVELLER_FIELDS: readonly TouristDetailsField[] = [
  'first_name',
  'last_name',
  'birth_date',
  'document_number',
  'document_expiry',
]

/** Every input of the form in the page's order: the first one with an error takes the focus without JS. */
export function bookingInputOrder(trip: Pick<BookingTrip, 'tourists' | 'needsDocument'>): string[] {
  const fields = trip.needsDocument ? TRAVELLER_FIELDS : TRAVELLER_FIELDS.slice(0, 3)
  return [
    ...travellersOf(trip.tourists).flatMap((_, i) => fields.map((field) => travellerFieldName(i, field))),
    'recipient_name',
    'recipient_email',
    'delivery_payment_option',
    'offer',
  ]
}

export function firstInvalidBookingInput(
  trip: Pick<BookingTrip, 'tourists' | 'needsDocument'>,
  errors: Readonly<Record<string, readonly string[] | null | undefined>> | undefined,
): string | null {
  return bookingInputOrder(trip).find((name) => (errors?.[name]?.length ?? 0) > 0) ?? null
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** The domain's tourist rules over what was typed, each error on its input's name. */
function touristErrors(typed: Readonly<Record<string, unknown>>, trip: BookingTrip) {
  const list = Array.isArray(typed.travellers) ? typed.travellers : []
  const party = travellersOf(trip.tourists)
  const details = party.map((_, i): TouristDetails => {
    const traveller = record(list[i])
    const document = record(traveller.document)
    return {
      first_name: text(traveller.first_name),
      last_name: text(traveller.last_name),
      birth_date: text(traveller.birth_date),
      document: trip.needsDocument ? { number: text(document.number), expiry: text(document.expiry) } : null,
    }
  })
  const result = validateTouristDetails(details, {
    tourists: trip.tourists,
    date: trip.date,
    nights: trip.nights,
    needsDocument: trip.needsDocument,
    today: new Date(`${trip.today}T00:00:00Z`),
  })
  const errors: Record<string, string> = {}
  // One block per tourist of the party: a longer list was not typed on this page.
  if (list.length > party.length) errors.travellers = 'invalid'
  if (result.ok) return errors
  for (const [index, fields] of Object.entries(result.errors)) {
    for (const [field, code] of Object.entries(fields)) {
      errors[travellerFieldName(Number(index), field as TouristDetailsField)] = code
    }
  }
  return errors
}

/** The form's schema for one booked line. */
export function bookingFormSchema(trip: BookingTrip) {
  return v.pipe(
    v.object({
      travellers: wire.travellers,
      recipient_name: wire.recipient_name,
      // The API's email without its `''` default: conform's coercion turns an optional's default into a refusal.
      recipient_email: v.optional(wire.recipient_email.wrapped),
      delivery_payment_option: v.pipe(
        wire.delivery_payment_option,
        v.check((id) => trip.payments.includes(id), 'choice'),
      ),
      // The offer's consent: a checked box posts `on`; spec §5 words a missing consent as a required field.
      offer: v.literal('on', 'required'),
    }),
    fieldRules((typed) => touristErrors(typed, trip)),
  )
}

export type BookingForm = v.InferOutput<ReturnType<typeof bookingFormSchema>>

export type ParsedBooking =
  | { ok: true; value: BookingForm; submission: Submission<unknown> }
  | { ok: false; submission: Submission<unknown> }

export function parseBookingForm(form: FormData, trip: BookingTrip): ParsedBooking {
  const submission = parseForm(form, bookingFormSchema(trip))
  if (submission.status !== 'success') return { ok: false, submission }
  return { ok: true, value: submission.value, submission }
}

/** What the form shows first: a block per tourist, the customer as the contact, the first payment option. */
export function bookingDefaults(trip: BookingTrip, contact: { name: string; email: string }) {
  return {
    travellers: travellersOf(trip.tourists).map(() => ({
      first_name: '',
      last_name: '',
      birth_date: '',
      ...(trip.needsDocument ? { document: { number: '', expiry: '' } } : {}),
    })),
    recipient_name: contact.name,
    recipient_email: contact.email,
    delivery_payment_option: trip.payments[0] ?? '',
    offer: '',
  }
}

/** The API's booking body of a valid form (the line's own facts are added by the caller). */
export function bookingBody(
  value: BookingForm,
  trip: Pick<BookingTrip, 'tourists' | 'needsDocument'>,
  phone: string,
): Omit<TourBookingRequest, 'line'> {
  return {
    travellers: value.travellers.slice(0, travellersOf(trip.tourists).length).map((t) => ({
      first_name: t.first_name,
      last_name: t.last_name,
      birth_date: t.birth_date,
      document:
        trip.needsDocument && t.document
          ? { number: normalisePassportNumber(t.document.number), expiry: t.document.expiry }
          : null,
    })),
    recipient_name: value.recipient_name,
    recipient_phone: phone.replace(/\D/g, ''),
    recipient_email: value.recipient_email ?? '',
    delivery_payment_option: value.delivery_payment_option,
  }
}
