import { data } from '@remix-run/node'
import { ApiError, type Customer, type Order, type Outlet, type Returnable } from '@vitrina/api-client'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'
import { NO_STORE, rethrowApiError } from '../orders/orders.server.ts'
import { emptyReturnForm, formFromDraft, type ReturnForm, type ReturnItem } from './returns-form.ts'

/** A mutation from another site is refused (the token cookie would go with it). */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin')
  if (origin !== null && origin !== requestOrigin(request))
    throw data(null, { status: 403, headers: NO_STORE })
}

/** The order's items the shopper may return now (the API decides: state and days since receipt). */
export function returnableItems(order: Order, answer: Returnable): ReturnItem[] {
  return order.items
    .filter((item) => answer.items.some((a) => a.order_item === item.id && a.returnable))
    .map((item) => ({
      id: item.id,
      name: item.name,
      article: item.article,
      size: item.size,
      barcode: item.barcode,
    }))
}

export function applicantFromProfile(customer: Customer | null): Partial<ReturnForm['applicant']> {
  if (!customer) return {}
  const full = [customer.last_name, customer.first_name, customer.middle_name].filter(Boolean).join(' ')
  return { full_name: full, email: customer.email, phone: customer.phone }
}

/** The stored draft of the item, or null when the shopper has not started one. */
export async function loadDraft(context: StorefrontContext, item: number) {
  try {
    return await context.api.reclamations.getReclamationDraft(item)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    return rethrowApiError(error)
  }
}

/** The form as stored (or fresh, prefilled from the profile). */
export async function loadForm(context: StorefrontContext, item: number, customer: Customer | null) {
  const draft = await loadDraft(context, item)
  const fresh = emptyReturnForm([item], applicantFromProfile(customer))
  return { draft, form: draft ? formFromDraft(draft.data, fresh) : fresh }
}

/** Pickup points of the shopper's region for "hand the goods over at a pickup point"; none if the call fails. */
export async function pickupPoints(context: StorefrontContext): Promise<Outlet[]> {
  try {
    return (await context.api.catalog.listOutlets({ kind: 'pickup_point' })).results.slice(0, 50)
  } catch {
    return []
  }
}

/** The upload refusal as the form's message key. */
export function uploadProblem(error: unknown): 'too_large' | 'wrong_format' | 'failed' {
  if (error instanceof ApiError && error.status === 413) return 'too_large'
  if (error instanceof ApiError && error.status === 415) return 'wrong_format'
  return 'failed'
}

export { NO_STORE }
