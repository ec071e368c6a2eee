import type { TourCard, TourOffer } from '@vitrina/api-client/schemas'
import { encodeTourists } from '@vitrina/domain/tourists'
import type { TourCardView } from './tour-cards.tsx'
import type { TourLineFacts } from './tour-line.tsx'
import { hotelHref, imageView, roomHref, tourHref } from './tour-links.ts'
import type { OfferView } from './tour-offers.tsx'

/** A tour card as the page shows it (links built, media resolved against the API). */
export function tourCardView(tour: TourCard, apiBaseUrl: string): TourCardView {
  return {
    id: tour.id,
    href: tourHref(tour.category_path, tour.slug),
    name: tour.name,
    summary: tour.summary,
    destination: tour.destination,
    cities: tour.departure_cities.map((c) => c.name),
    nights: tour.nights,
    priceFrom: tour.price_from,
    nextDate: tour.next_date,
    crossesBorder: tour.crosses_border,
    image: imageView(tour.image, apiBaseUrl),
  }
}

/** A priced offer with its room-selection link; `dates` is the search's spelling, kept for the way back. */
export function offerView(offer: TourOffer, dates: string, apiBaseUrl: string): OfferView {
  return {
    key: `${offer.departure.id}.${offer.hotel.id}.${offer.room_type.id}.${offer.date}.${offer.nights}`,
    tourName: offer.tour.name,
    tourHref: tourHref(offer.tour.category_path, offer.tour.slug),
    hotelName: offer.hotel.name,
    hotelStars: offer.hotel.stars,
    hotelHref: hotelHref(offer.hotel.category_path, offer.hotel.slug),
    roomName: offer.room_type.name,
    city: offer.departure.city.name,
    date: offer.date,
    checkOut: offer.check_out,
    nights: offer.nights,
    tourists: offer.tourists,
    total: offer.total,
    roomsLeft: offer.rooms_left,
    image: imageView(offer.image ?? offer.hotel.image, apiBaseUrl),
    roomHref: roomHref({
      slug: offer.tour.slug,
      from: offer.departure.city.slug,
      dates,
      nights: offer.nights,
      tourists: encodeTourists(offer.tourists),
      room: offer.room_type.slug,
      date: offer.date,
      hotel: offer.hotel.slug,
    }),
  }
}

type LineLike = {
  tour: { name: string; slug: string; category_path: string[] } | null
  departure: { city: { name: string } } | null
  hotel: { name: string; slug: string; stars: number; category_path: string[] }
  room_type: { name: string }
  date: string
  check_out: string
  nights: number
  tourists: { adults: number; children: number[] }
}

/** The facts of a tour cart line or a booking, for {@link TourLine}. */
export function tourLineFacts(line: LineLike): TourLineFacts {
  return {
    tour: line.tour
      ? { name: line.tour.name, href: tourHref(line.tour.category_path, line.tour.slug) }
      : null,
    hotel: {
      name: line.hotel.name,
      stars: line.hotel.stars,
      href: hotelHref(line.hotel.category_path, line.hotel.slug),
    },
    room: line.room_type.name,
    city: line.departure?.city.name ?? null,
    date: line.date,
    checkOut: line.check_out,
    nights: line.nights,
    tourists: line.tourists,
  }
}
