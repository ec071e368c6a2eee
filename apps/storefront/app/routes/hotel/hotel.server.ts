import { msg } from '@lingui/core/macro'
import { data, redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import { isoDate } from '@vitrina/domain/calendar'
import { DEFAULT_NIGHTS, MAX_NIGHTS, MIN_NIGHTS } from '@vitrina/domain/tour-stay'
import { DEFAULT_TOURISTS, decodeTourists, encodeTourists } from '@vitrina/domain/tourists'
import { PRIVATE_PAGE_CACHE_CONTROL, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import { notFound, nullWhenNotFound, siteName } from '../../features/catalog/listing.server.ts'
import { type PageSeo, pageTitle } from '../../features/catalog/seo-meta.ts'
import { roomOfferView } from '../../features/tours/room-views.server.ts'
import { addRoomToTourCart } from '../../features/tours/tour-cart.server.ts'
import {
  collectionHref,
  hotelHref,
  imageView,
  parseHotelPath,
  samePath,
  TOURS_PATH,
  tourHref,
} from '../../features/tours/tour-links.ts'
import { shopToday } from '../../features/tours/tour-search.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'

const NIGHT_OPTIONS = Array.from({ length: MAX_NIGHTS - MIN_NIGHTS + 1 }, (_, i) => MIN_NIGHTS + i)

/**
 * `/hotels/{c1…c4}/{slug}-hotel/`: the hotel and its room types; with `?date=…&nights=…&tourists=…` each room is
 * priced for that stay (the form's long fields redirect to that compact spelling, one URL per stay).
 */
export async function loadHotel(request: Request, splat: string | undefined) {
  const parsed = parseHotelPath(splat)
  if (!parsed) notFound()
  const context = await storefrontContext(request)
  const hotel = await nullWhenNotFound(context.api.tours.getHotel(parsed.slug))
  if (!hotel) notFound()
  const url = new URL(request.url)
  const own = hotelHref(hotel.category_path, hotel.slug)
  if (!samePath(parsed.categories, hotel.category_path)) throw redirect(`${own}${url.search}`, 301)
  const params = url.searchParams
  if (params.has('adults')) {
    const ages = params
      .getAll('child_age')
      .filter((a) => a.trim() !== '')
      .map(Number)
    const stay = new URLSearchParams({
      date: params.get('date_from') ?? '',
      nights: params.get('nights') ?? '',
      tourists: encodeTourists({ adults: Number(params.get('adults')), children: ages }),
    })
    throw redirect(`${own}?${stay.toString()}#rooms`, 302)
  }
  const base = context.api.options.baseUrl
  const date = params.get('date')
  const nights = Number(params.get('nights'))
  const tourists = decodeTourists(params.get('tourists') ?? '') ?? DEFAULT_TOURISTS
  const asked = date !== null && Number.isInteger(nights) && nights > 0
  const rooms = asked
    ? await context.api.tours
        .getHotelRooms(hotel.slug, { date, nights, tourists: encodeTourists(tourists) })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 400) return 'invalid' as const
          throw error
        })
    : null
  const i18n = await createServerI18n(context.locale)
  const site = siteName(context.company)
  const seo: PageSeo = {
    title: pageTitle(hotel.name, site),
    description: hotel.description.slice(0, 160),
    canonical: asked ? null : `${requestOrigin(request)}${own}`,
    image: null,
    siteName: site,
    locale: context.locale,
    noindex: asked,
  }
  return data(
    {
      seo,
      origin: requestOrigin(request),
      crumbs: [
        { name: i18n._(msg`Tours`), href: TOURS_PATH },
        { name: hotel.name, href: own },
      ],
      hotel: {
        name: hotel.name,
        stars: hotel.stars,
        address: hotel.address,
        description: hotel.description,
        amenities: hotel.amenities,
        photos: hotel.photos.flatMap((p) => imageView(p, base) ?? []),
        collections: hotel.collections.map((c) => ({
          slug: c.slug,
          name: c.name,
          href: collectionHref(c.category_path, c.slug),
        })),
        tours: hotel.tours.map((t) => ({ id: t.id, name: t.name, href: tourHref(t.category_path, t.slug) })),
      },
      today: isoDate(shopToday()),
      nightOptions: NIGHT_OPTIONS,
      stay: {
        date,
        nights: asked ? nights : DEFAULT_NIGHTS.min,
        tourists,
        encoded: encodeTourists(tourists),
      },
      invalid: rooms === 'invalid',
      priced:
        rooms && rooms !== 'invalid'
          ? rooms.rooms.map((r) => roomOfferView(r, base, () => null, null))
          : null,
      roomTypes: hotel.rooms.map((room) => ({
        id: room.id,
        name: room.name,
        description: room.description,
        beds: room.beds,
        photo: imageView(room.photos[0], base),
      })),
    },
    { headers: asked ? { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL } : pageCacheHeaders(request) },
  )
}

/** "Book": the room goes to the customer's tour cart (or the guest to sign in first). */
export async function hotelAction(request: Request) {
  const context = await storefrontContext(request)
  const form = await request.formData()
  return addRoomToTourCart(context, request, form)
}
