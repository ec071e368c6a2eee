import { services } from '@vitrina/api-client/operations'
import { OperationRouter } from '../../http/operation.ts'
import { geolocate, suggestAddresses } from './address.service.ts'

/** The address calls of spec §7 (`/api/dadata/...`), answered by the offline gazetteer. */
export const addressRoutes = new OperationRouter()
  .on(services.suggestAddress, (_c, { body }) =>
    suggestAddresses({
      query: body.query,
      from: body.from_bound?.value,
      to: body.to_bound?.value,
      locations: body.locations,
      count: body.count,
    }),
  )
  .on(services.geolocateAddress, (_c, { body }) =>
    geolocate({ lat: body.lat, lon: body.lon, radiusMeters: body.radius_meters, count: body.count }),
  )
