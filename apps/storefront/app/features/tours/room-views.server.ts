import type { RoomOffer } from '@vitrina/api-client/schemas'
import type { RoomOfferView } from './room-offers.tsx'
import { imageView } from './tour-links.ts'

/** A room offer as the page shows it; `href` leads to the room-selection route when the page has one. */
export function roomOfferView(
  offer: RoomOffer,
  apiBaseUrl: string,
  href: (slug: string) => string | null,
  selected: string | null,
): RoomOfferView {
  const room = offer.room_type
  return {
    id: room.id,
    slug: room.slug,
    name: room.name,
    description: room.description,
    beds: room.beds,
    capacityAdults: room.capacity_adults,
    capacityChildren: room.capacity_children,
    areaM2: room.area_m2,
    amenities: room.amenities,
    photo: imageView(room.photos[0], apiBaseUrl),
    available: offer.available,
    reason: offer.reason,
    roomsLeft: offer.rooms_left,
    total: offer.total,
    href: href(room.slug),
    selected: room.slug === selected,
  }
}
