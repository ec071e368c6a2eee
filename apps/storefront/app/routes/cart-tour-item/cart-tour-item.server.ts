import { msg } from '@lingui/core/macro'
import { data, redirect } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import { ApiError } from '@vitrina/api-client'
import { isoDate } from '@vitrina/domain/calendar'
import { orderNextHref } from '@vitrina/domain/order-links'
import { travellersOf } from '@vitrina/domain/tour-pricing'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { notFound, nullWhenNotFound, siteName } from '../../features/catalog/listing.server.ts'
import { type PageSeo, pageTitle } from '../../features/catalog/seo-meta.ts'
import {
  BOOKING_UNAVAILABLE,
  type BookingTrip,
  bookingBody,
  bookingDefaults,
  parseBookingForm,
} from '../../features/tours/booking-form.ts'
import { shopToday } from '../../features/tours/tour-search.server.ts'
import { tourLineFacts } from '../../features/tours/tour-views.server.ts'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { currentCustomer } from '../../lib/session.server.ts'
import { signedInContext } from '../cart-tours/cart-tours.server.ts'

const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }

/**
 * The line a cart item URL names (`?line={key}`, checked against the tour and departure ids of the path) and
 * what the booking form's rules need of it.
 */
async function findLine(context: StorefrontContext, request: Request, params: Params) {
  const key = new URL(request.url).searchParams.get('line')
  const cart = await context.api.tours.getTourCart()
  const line = cart.lines.find(
    (l) =>
      l.key === key &&
      String(l.tour?.id ?? 0) === params.productId &&
      String(l.departure?.id ?? 0) === params.tourId,
  )
  if (!line) notFound()
  const tour = line.tour ? await nullWhenNotFound(context.api.tours.getTour(line.tour.slug)) : null
  const trip: BookingTrip = {
    tourists: line.tourists,
    date: line.date,
    nights: line.nights,
    needsDocument: tour?.crosses_border ?? false,
    today: isoDate(shopToday()),
    payments: cart.delivery_payment_options.map((o) => o.id),
  }
  return { cart, line, trip }
}

/** `/cart/tours/{productId}/{tourId}/?line=…` (spec §2): the booking of one tour cart line. */
export async function loadTourCartItem(request: Request, params: Params) {
  const context = await signedInContext(request)
  const [i18n, found, customer] = await Promise.all([
    createServerI18n(context.locale),
    findLine(context, request, params),
    currentCustomer(context),
  ])
  const { cart, line, trip } = found
  const site = siteName(context.company)
  const seo: PageSeo = {
    title: pageTitle(i18n._(msg`Tour booking`), site),
    description: '',
    canonical: null,
    image: null,
    siteName: site,
    locale: context.locale,
    noindex: true,
  }
  const name = [customer?.first_name, customer?.last_name].filter(Boolean).join(' ')
  return data(
    {
      seo,
      facts: tourLineFacts(line),
      status: line.status,
      total: line.total,
      breakdown: line.breakdown,
      travellers: travellersOf(line.tourists),
      trip,
      phone: customer?.phone ?? '',
      payments: cart.delivery_payment_options.map((o) => ({ id: o.id, name: o.payment_type.name })),
      defaultValue: bookingDefaults(trip, { name, email: customer?.email ?? '' }),
      // One key per page load: a repeated submit (double click, back and resend) books once.
      idempotencyKey: crypto.randomUUID(),
    },
    { headers: NO_STORE },
  )
}

/**
 * "Book and pay": the form is parsed by conform on the operation's fields and the domain's tourist rules; a
 * refused one comes back as conform's reply (400, codes and the values as typed). A valid one books the line
 * (a VIRTUAL order) and goes to pay; the API's refusal is the reply's form error.
 */
export async function bookTourCartItem(request: Request, params: Params) {
  const context = await signedInContext(request)
  const { line, trip } = await findLine(context, request, params)
  const form = await request.formData()
  const parsed = parseBookingForm(form, trip)
  if (!parsed.ok) return data(parsed.submission.reply(), { status: 400, headers: NO_STORE })
  const customer = await currentCustomer(context)
  try {
    const order = await context.api.tours.bookTour(
      {
        line: {
          departure: line.departure?.id ?? null,
          room_type: line.room_type.id,
          date: line.date,
          nights: line.nights,
          tourists: { adults: line.tourists.adults, children: [...line.tourists.children] },
          seen_total: line.total,
        },
        ...bookingBody(parsed.value, trip, customer?.phone ?? ''),
      },
      String(form.get('idempotency_key') ?? '') || undefined,
    )
    throw redirect(orderNextHref(order), { status: 303, headers: NO_STORE })
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error
    const problem = error.status === 409 ? BOOKING_UNAVAILABLE : error.detail
    return data(parsed.submission.reply({ formErrors: [problem] }), {
      status: error.status,
      headers: NO_STORE,
    })
  }
}
