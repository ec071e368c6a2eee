import type { TourSearchFields } from '@vitrina/domain/tour-search'
import { type ApiClientOptions, call } from '../http.ts'
import * as op from '../operations/tours.ts'
import type { TourBookingRequest, TourCartUpdate } from '../schemas/tours.ts'

/**
 * The tours mode through its declarations (operations/tours.ts). Search fields are the domain's URL codec
 * (`encodeTourSearch`), passed on unchanged.
 */
type Paging = { page?: number; page_size?: number }

export const listTourCategories = (o: ApiClientOptions) => call(o, op.listTourCategories, {})
export const listHotelCategories = (o: ApiClientOptions) => call(o, op.listHotelCategories, {})
export const listDepartureCities = (o: ApiClientOptions) => call(o, op.listDepartureCities, {})
export const listDepartureDates = (o: ApiClientOptions, query: { from?: string; tour?: string } = {}) =>
  call(o, op.listDepartureDates, { query })
export const listTours = (o: ApiClientOptions, query: { category?: string } & Paging = {}) =>
  call(o, op.listTours, { query })
export const getTour = (o: ApiClientOptions, slug: string) => call(o, op.getTour, { params: { slug } })
export const listTourDepartures = (o: ApiClientOptions, slug: string, query: { from?: string } = {}) =>
  call(o, op.listTourDepartures, { params: { slug }, query })
export const searchTours = (
  o: ApiClientOptions,
  query: TourSearchFields & {
    tour?: string
    hotel?: string
    category?: string
    sort?: 'price' | 'date' | 'popularity'
  } & Paging,
) => call(o, op.searchTours, { query: { ...query } })
export const getHotel = (o: ApiClientOptions, slug: string) => call(o, op.getHotel, { params: { slug } })
export const getHotelRooms = (
  o: ApiClientOptions,
  slug: string,
  query: { date: string; nights: number; tourists: string; departure?: number | null },
) => {
  const { departure, ...stay } = query
  return call(o, op.getHotelRooms, {
    params: { slug },
    query: departure ? { ...stay, departure } : stay,
  })
}
export const listHotelCollections = (o: ApiClientOptions, query: { category?: string } = {}) =>
  call(o, op.listHotelCollections, { query })
export const getHotelCollection = (o: ApiClientOptions, slug: string) =>
  call(o, op.getHotelCollection, { params: { slug } })
export const getTourCart = (o: ApiClientOptions) => call(o, op.getTourCart, {})
export const updateTourCart = (o: ApiClientOptions, body: TourCartUpdate) =>
  call(o, op.updateTourCart, { body })
/** Books one line; pass the same `idempotencyKey` when repeating a submit so one booking is made. */
export const bookTour = (o: ApiClientOptions, body: TourBookingRequest, idempotencyKey?: string) =>
  call(o, op.bookTour, {
    body,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  })
