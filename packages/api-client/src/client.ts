import * as auth from './endpoints/auth.ts'
import * as catalog from './endpoints/catalog.ts'
import * as content from './endpoints/content.ts'
import * as customerLists from './endpoints/customer-lists.ts'
import * as events from './endpoints/events.ts'
import * as legal from './endpoints/legal.ts'
import * as loyalty from './endpoints/loyalty.ts'
import * as oauth from './endpoints/oauth.ts'
import * as orders from './endpoints/orders.ts'
import * as promotions from './endpoints/promotions.ts'
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

const modules = {
  tenant,
  auth,
  catalog,
  content,
  events,
  customerLists,
  loyalty,
  legal,
  oauth,
  orders,
  promotions,
  purchases,
  reclamations,
  reviews,
  services,
  tours,
}
type Modules = typeof modules

/** A client bound to one tenant, region and (optional) customer token; see `createApiClient`. */
export type ApiClient = { readonly options: ApiClientOptions } & {
  readonly [N in keyof Modules]: BindAll<Modules[N]>
}

type Operation = (options: ApiClientOptions, ...args: unknown[]) => unknown

// Each module's operations, listed once per process (not on every request's client).
const operations = Object.fromEntries(
  Object.entries(modules).map(([name, module]) => [
    name,
    Object.entries(module).filter((entry): entry is [string, Operation] => typeof entry[1] === 'function'),
  ]),
) as Record<keyof Modules, [string, Operation][]>

function bind(ops: [string, Operation][], options: ApiClientOptions): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, operation] of ops) out[name] = (...args: unknown[]) => operation(options, ...args)
  return out
}

/**
 * The namespaces are bound on first use, once per client (issue 18): the server builds clients per request and
 * binding all ~200 operations of 16 modules each time was a measurable share of a page render.
 */
class BoundClient {
  constructor(readonly options: ApiClientOptions) {}
}
for (const name of Object.keys(modules) as (keyof Modules)[]) {
  Object.defineProperty(BoundClient.prototype, name, {
    get(this: BoundClient) {
      const bound = bind(operations[name], this.options)
      Object.defineProperty(this, name, { value: bound, enumerable: true })
      return bound
    },
  })
}

/**
 * A client bound to one tenant, region and (optional) customer token. Build one per
 * request on the server (loaders) or once per page in the browser.
 *
 * @example
 * const api = createApiClient({ baseUrl: 'http://localhost:4000', company: 1, region: 'moscow' })
 * const page = await api.catalog.listProducts({ category: 'clothes', ordering: 'price' })
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return new BoundClient(options) as unknown as ApiClient
}
