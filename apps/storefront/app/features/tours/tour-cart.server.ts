import { redirect } from '@remix-run/node'
import type { TourCartLine } from '@vitrina/api-client/schemas'
import { decodeTourists, type Tourists } from '@vitrina/domain/tourists'
import * as v from 'valibot'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { loginHref } from '../../lib/links.ts'
import { TOUR_CART_PATH } from './tour-links.ts'

/** The booking form a room offer posts: the stay and the party in the codec's spelling. */
export const BookRoomForm = v.object({
  room_type: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)),
  departure: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{0,9}$/),
      v.transform((s) => (s ? Number(s) : null)),
    ),
    '',
  ),
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  nights: v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number)),
  tourists: v.pipe(v.string(), v.maxLength(30)),
  seen_total: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}(\.\d{1,2})?$/))),
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
export async function addRoomToTourCart(
  context: StorefrontContext,
  request: Request,
  form: FormData,
): Promise<{ error: 'invalid' } | never> {
  const url = new URL(request.url)
  if (!context.token) throw redirect(loginHref(`${url.pathname}${url.search}`), 303)
  const parsed = v.safeParse(BookRoomForm, Object.fromEntries(form))
  const tourists: Tourists | null = parsed.success ? decodeTourists(parsed.output.tourists) : null
  if (!parsed.success || !tourists) return { error: 'invalid' }
  const { room_type, departure, date, nights, seen_total } = parsed.output
  const cart = await context.api.tours.getTourCart()
  const line = {
    departure,
    room_type,
    date,
    nights,
    tourists: { adults: tourists.adults, children: [...tourists.children] },
    seen_total: seen_total ?? null,
  }
  const others = cart.lines
    .map(lineInput)
    .filter((l) => !(l.room_type === room_type && l.date === date && l.departure === departure))
  await context.api.tours.updateTourCart({ lines: [...others, line], save: true })
  throw redirect(TOUR_CART_PATH, 303)
}
