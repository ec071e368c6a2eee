import { data } from '@remix-run/node'
import { ApiError, type Order } from '@vitrina/api-client'
import * as v from 'valibot'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../catalog/cache-headers.server.ts'

/** Orders are the customer's own: no cache may keep these pages. */
export const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }

const Id = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1))

/** A numeric id from the URL; anything else is a page that does not exist. */
export function idParam(params: Record<string, string | undefined>, name: string): number {
  const parsed = v.safeParse(Id, params[name])
  if (!parsed.success) throw data(null, { status: 404, headers: NO_STORE })
  return parsed.output
}

/**
 * Turns the API's refusals into the page's status: the API answers 404 for another customer's order (it never
 * says whether it exists), 401 when the token is no longer accepted. Anything else is the API's failure.
 */
export function rethrowApiError(error: unknown): never {
  if (error instanceof ApiError && (error.status === 404 || error.status === 401)) {
    throw data(null, { status: error.status, headers: NO_STORE })
  }
  throw error
}

/** The signed-in customer's order, or the 404 page. */
export async function loadOwnOrder(context: StorefrontContext, id: number): Promise<Order> {
  try {
    return await context.api.orders.getOrder(id)
  } catch (error) {
    return rethrowApiError(error)
  }
}

/** The submitted form, or a 400 for a body that is not a form. */
export async function readForm(request: Request): Promise<FormData> {
  return request.formData().catch(() => {
    throw data(null, { status: 400, headers: NO_STORE })
  })
}
