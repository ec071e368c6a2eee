import { data } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import type { CompanySettings } from '@vitrina/api-client/schemas'

/** The answer of an API call, or null when the API says the thing does not exist (404). */
export function nullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  return call.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  })
}

/** Thrown by a loader to render the not-found view (spec §8) with status 404. */
export function notFound(): never {
  throw data(null, { status: 404 })
}

/** The company's display name, as the header shows it. */
export function siteName(company: CompanySettings): string {
  return company.brand_name || company.name
}
