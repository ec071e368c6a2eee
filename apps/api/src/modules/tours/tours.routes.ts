import { tours } from '@vitrina/api-client/operations'
import type { Context } from 'hono'
import type { AppEnv } from '../../http/context.ts'
import { OperationRouter } from '../../http/operation.ts'
import { findOrderByIdempotencyKey } from '../orders/create-order.ts'
import { withIdempotency } from '../orders/idempotency.ts'
import { bookTour } from './tour-booking.service.ts'
import { getTourCart, priceTourCart } from './tour-cart.service.ts'
import {
  getTour,
  listCities,
  listDepartureDates,
  listTourDepartures,
  listTours,
} from './tour-catalog.service.ts'
import { getCollection, getHotel, getHotelRooms, listCollections } from './tour-hotels.service.ts'
import { tourScope } from './tour-refs.ts'
import { searchTours } from './tour-search.service.ts'

const scopeOf = (c: Context<AppEnv>) => tourScope(c.var.deps, c.var.company.id, c.var.locale)

/** The tours mode (issue 12): reads, the tour cart and booking. Handlers only parse and delegate. */
export const tourRoutes = new OperationRouter()
  .on(tours.listTourCategories, async (c) => (await scopeOf(c)).tourCategories.tree(c.var.deps))
  .on(tours.listHotelCategories, async (c) => (await scopeOf(c)).hotelCategories.tree(c.var.deps))
  .on(tours.listDepartureCities, async (c) => listCities(await scopeOf(c)))
  .on(tours.listDepartureDates, async (c, { query }) => listDepartureDates(await scopeOf(c), query))
  .on(tours.listTours, async (c, { query }) => listTours(await scopeOf(c), query))
  .on(tours.getTour, async (c, { params }) => getTour(await scopeOf(c), params.slug))
  .on(tours.listTourDepartures, async (c, { params, query }) =>
    listTourDepartures(await scopeOf(c), params.slug, query.from),
  )
  .on(tours.searchTours, async (c, { query }) => searchTours(await scopeOf(c), query))
  .on(tours.getHotel, async (c, { params }) => getHotel(await scopeOf(c), params.slug))
  .on(tours.getHotelRooms, async (c, { params, query }) =>
    getHotelRooms(await scopeOf(c), params.slug, query),
  )
  .on(tours.listHotelCollections, async (c, { query }) => listCollections(await scopeOf(c), query.category))
  .on(tours.getHotelCollection, async (c, { params }) => getCollection(await scopeOf(c), params.slug))
  .on(tours.getTourCart, async (c, { me }) => getTourCart(await scopeOf(c), me.id))
  .on(tours.updateTourCart, async (c, { me, body }) => priceTourCart(await scopeOf(c), me?.id ?? null, body))
  .on(tours.bookTour, async (c, { me, headers, body }) => {
    const scope = await scopeOf(c)
    const ctx = { customerId: me.id, regionId: c.var.region.id }
    const key = headers['idempotency-key']
    if (key === undefined) return bookTour(scope, ctx, body)
    const owner = { companyId: scope.companyId, customerId: me.id }
    const result = await withIdempotency(
      c.var.deps,
      { ...owner, key },
      { tour_booking: body },
      async () => ({ status: 201, body: await bookTour(scope, ctx, body, key) }),
      async () => {
        const created = await findOrderByIdempotencyKey(c.var.deps, owner, key)
        return created ? { status: 201, body: created } : null
      },
    )
    if (result.replayed) c.header('Idempotent-Replayed', 'true')
    return c.json(result.body as object, result.status as 201)
  })
