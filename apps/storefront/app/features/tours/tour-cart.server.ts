import { data, redirect } from '@remix-run/node'
import { type TourCartLine, TourCartLineInput } from '@vitrina/api-client/schemas'
import { decodeTourists } from '@vitrina/domain/tourists'
import * as v from 'valibot'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { loginHref } from '../../lib/links.ts'
import { TOUR_CART_PATH } from './tour-links.ts'

/**
 * The booking form a room offer posts (`room-offers.tsx`, hidden fields): the tour cart line's own declared
 * fields (`TourCartLineInput`, the `updateTourCart` operation's line), read from text by conform. The party is
 * posted in the codec's spelling (`2-5`), decoded and then checked as the operation's `tourists`; no departure
 * (a hotel alone) is posted empty.
 */
export const BookRoomForm = v.object({
  room_type: TourCartLineInput.entries.room_type,
  departure: v.optional(TourCartLineInput.entries.departure),
  date: TourCartLineInput.entries.date,
  nights: TourCartLineInput.entries.nights,
  tourists: v.pipe(
    v.string(),
    v.maxLength(30),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const tourists = decodeTourists(dataset.value)
      if (tourists) return tourists
      addIssue({ message: 'invalid' })
      return NEVER
    }),
    TourCartLineInput.entries.tourists,
  ),
  seen_total: TourCartLineInput.entries.seen_total,
})

/** A stored line as the API takes it back (the total the shopper saw, so a price change is flagged). */
export function lineInput(line: TourCartLine) {
  return {
    departure: line.departure?.id ?? null,
    room_type: line.room_type.id,
    date: line.date,
    nights: line.nights,
    tourists: { adults: line.tourists.adults, children: [...line.tourists.children] },
    seen_total: line.total,
  }
}

/**
 * "Book this room": tour booking needs sign-in (spec §6), so a guest goes to /login with this page to come back
 * to (the login page then says "Sign in to book the tour"); a customer's tour cart gets the line, priced and
 * checked by the API, and the shopper goes on to the tour cart.
 */
export async function addRoomToTourCart(context: StorefrontContext, request: Request, form: FormData) {
  const url = new URL(request.url)
  if (!context.token) throw redirect(loginHref(`${url.pathname}${url.search}`), 303)
  const submission = parseForm(form, BookRoomForm)
  // Hidden fields the shopper cannot fix: the page says to choose the stay again; the reply has the codes.
  if (submission.status !== 'success')
    return data({ error: 'invalid' as const, submission: submission.reply() }, { status: 400 })
  const { room_type, date, nights, tourists } = submission.value
  // conform's coercion drops an optional's default: no departure and no seen total read as undefined.
  const departure = submission.value.departure ?? null
  const seen_total = submission.value.seen_total ?? null
  const cart = await context.api.tours.getTourCart()
  const line = {
    departure,
    room_type,
    date,
    nights,
    tourists: { adults: tourists.adults, children: [...tourists.children] },
    seen_total,
  }
  const others = cart.lines
    .map(lineInput)
    .filter((l) => !(l.room_type === room_type && l.date === date && l.departure === departure))
  await context.api.tours.updateTourCart({ lines: [...others, line], save: true })
  throw redirect(TOUR_CART_PATH, 303)
}
