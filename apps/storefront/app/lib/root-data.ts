import { useRouteLoaderData } from '@remix-run/react'
import { DEFAULT_COMPANY_CURRENCY } from '@vitrina/api-client/schemas/defaults'
import { DEFAULT_LOCALE, type Locale } from '@vitrina/domain/locale'
import type { loader } from '../root.tsx'

/** The root loader's data: the company, locale, theme and session every page shares (undefined in an error boundary). */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root')
}

/**
 * The shop's currency: the company's, or, where the root data is missing (an error boundary), the contract's
 * default for a company that names none. One rule instead of every component guessing its own fallback; a plain
 * constant, so the page does not bundle the settings schema for it.
 */
export const DEFAULT_CURRENCY = DEFAULT_COMPANY_CURRENCY

export function useShopCurrency(): string {
  return useRootData()?.company.currency ?? DEFAULT_CURRENCY
}

/**
 * The page's interface language: the root data's (cookie, route prefix or the company's language, decided once
 * by the root loader), or, without root data (an error boundary), the domain's default. Every component reads
 * it here rather than guessing its own fallback.
 */
export function useLocale(): Locale {
  return useRootData()?.locale ?? DEFAULT_LOCALE
}
