import { msg } from '@lingui/core/macro'
import { data } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import { ApiError } from '@vitrina/api-client'
import { decodeTourists, encodeTourists } from '@vitrina/domain/tourists'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { notFound, siteName } from '../../features/catalog/listing.server.ts'
import { type PageSeo, pageTitle } from '../../features/catalog/seo-meta.ts'
import { roomOfferView } from '../../features/tours/room-views.server.ts'
import { addRoomToTourCart } from '../../features/tours/tour-cart.server.ts'
import {
  hotelHref,
  imageView,
  roomHref,
  TOUR_SEARCH_PATH,
  tourHref,
} from '../../features/tours/tour-links.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/

/**
 * `/cart/tours/room/{slug}/{from}/{dates}/{nights}/{tourists}/{room}/{date}/?hotel=…` (spec §2): the room
 * chosen for a tour's departure, priced for the stay and party by the API, beside the other rooms of the hotel.
 */
export async function loadRoomSelection(request: Request, params: Params) {
  const url = new URL(request.url)
  const { slug = '', from = '', dates = '', room = '', date = '' } = params
  const nights = Number(params.nights)
  const tourists = decodeTourists(params.tourists ?? '')
  const hotelSlug = url.searchParams.get('hotel') ?? ''
  if (![slug, from, room, hotelSlug].every((s) => SLUG.test(s)) || !tourists || !Number.isInteger(nights))
    notFound()
  const context = await storefrontContext(request)
  const departures = await context.api.tours.listTourDepartures(slug, { from }).catch(notFoundOnApi404)
  const departure = departures.find((d) => d.date === date && d.hotels.some((h) => h.slug === hotelSlug))
  if (!departure) notFound()
  const stay = { date, nights, tourists: encodeTourists(tourists), departure: departure.id }
  const answer = await context.api.tours.getHotelRooms(hotelSlug, stay).catch(notFoundOnApi404)
  const base = context.api.options.baseUrl
  const chosen = answer.rooms.find((r) => r.room_type.slug === room)
  if (!chosen) notFound()
  const hrefOf = (roomSlug: string) =>
    roomHref({ slug, from, dates, nights, tourists: stay.tourists, room: roomSlug, date, hotel: hotelSlug })
  const i18n = await createServerI18n(context.locale)
  const site = siteName(context.company)
  const seo: PageSeo = {
    title: pageTitle(i18n._(msg`Room selection`), site),
    description: '',
    canonical: null,
    image: null,
    siteName: site,
    locale: context.locale,
    noindex: true,
  }
  const back = new URLSearchParams({ from, dates, nights: String(nights), tourists: stay.tourists })
  return data(
    {
      seo,
      tour: answer.tour
        ? { name: answer.tour.name, href: tourHref(answer.tour.category_path, answer.tour.slug) }
        : null,
      hotel: {
        name: answer.hotel.name,
        stars: answer.hotel.stars,
        href: hotelHref(answer.hotel.category_path, answer.hotel.slug),
        image: imageView(answer.hotel.image, base),
      },
      city: departure.city.name,
      date: answer.date,
      checkOut: answer.check_out,
      nights: answer.nights,
      tourists: answer.tourists,
      chosen: roomOfferView(chosen, base, hrefOf, room),
      breakdown: chosen.breakdown,
      rooms: answer.rooms.map((r) => roomOfferView(r, base, hrefOf, room)),
      stay: { departure: departure.id, date: answer.date, nights: answer.nights, tourists: stay.tourists },
      backHref: `${TOUR_SEARCH_PATH}?${back.toString()}`,
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL } },
  )
}

function notFoundOnApi404(error: unknown): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound()
  throw error
}

export async function roomSelectionAction(request: Request) {
  const context = await storefrontContext(request)
  return addRoomToTourCart(context, request, await request.formData())
}
