import { useRouteLoaderData } from '@remix-run/react'
import { CompanySettings } from '@vitrina/api-client/schemas/tenant'
import * as v from 'valibot'
import type { loader } from '../root.tsx'

/** The root loader's data: the company, locale, theme and session every page shares (undefined in an error boundary). */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root')
}

/**
 * The shop's currency: the company's, or, where the root data is missing (an error boundary), the contract's
 * default for a company that names none. One rule instead of every component guessing its own fallback.
 */
export const DEFAULT_CURRENCY = v.getDefault(CompanySettings.entries.currency) as string

export function useShopCurrency(): string {
  return useRootData()?.company.currency ?? DEFAULT_CURRENCY
}
