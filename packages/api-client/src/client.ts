import * as auth from './endpoints/auth.ts'
import * as catalog from './endpoints/catalog.ts'
import * as content from './endpoints/content.ts'
import * as customerLists from './endpoints/customer-lists.ts'
import * as oauth from './endpoints/oauth.ts'
import * as orders from './endpoints/orders.ts'
import * as purchases from './endpoints/purchases.ts'
import * as reclamations from './endpoints/reclamations.ts'
import * as reviews from './endpoints/reviews.ts'
import * as services from './endpoints/services.ts'
import * as tenant from './endpoints/tenant.ts'
import * as tours from './endpoints/tours.ts'
import type { ApiClientOptions } from './http.ts'

type Bound<F> = F extends (o: ApiClientOptions, ...args: infer A) => infer R ? (...args: A) => R : never
type BindAll<M> = {
  [K in keyof M as M[K] extends (o: ApiClientOptions, ...args: never[]) => unknown ? K : never]: Bound<M[K]>
}

function bind<M extends Record<string, unknown>>(module: M, options: ApiClientOptions): BindAll<M> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(module)) {
    if (typeof value === 'function')
      out[name] = (...args: unknown[]) => (value as (...a: unknown[]) => unknown)(options, ...args)
  }
  return out as BindAll<M>
}

/**
 * A client bound to one tenant, region and (optional) customer token. Build one per
 * request on the server (loaders) or once per page in the browser.
 *
 * @example
 * const api = createApiClient({ baseUrl: 'http://localhost:4000', company: 1, region: 'moscow' })
 * const page = await api.catalog.listProducts({ category: 'clothes', ordering: 'price' })
 */
export function createApiClient(options: ApiClientOptions) {
  return {
    options,
    tenant: bind(tenant, options),
    auth: bind(auth, options),
    catalog: bind(catalog, options),
    content: bind(content, options),
    customerLists: bind(customerLists, options),
    oauth: bind(oauth, options),
    orders: bind(orders, options),
    purchases: bind(purchases, options),
    reclamations: bind(reclamations, options),
    reviews: bind(reviews, options),
    services: bind(services, options),
    tours: bind(tours, options),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
