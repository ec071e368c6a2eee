import { ApiError } from '@vitrina/api-client'

/** The result pages of spec §2: /confirm-email/success, /fail and /not-found. */
export const CONFIRM_RESULTS = ['success', 'fail', 'not-found'] as const
export type ConfirmResult = (typeof CONFIRM_RESULTS)[number]

export function isConfirmResult(value: string | undefined): value is ConfirmResult {
  return CONFIRM_RESULTS.some((result) => result === value)
}

export function confirmResultPath(result: ConfirmResult): string {
  return `/confirm-email/${result}/`
}

/** The token of the emailed link (`/confirm-email/?token=…`); null when the link has none. */
export function confirmationToken(url: URL): string | null {
  const token = url.searchParams.get('token')?.trim() ?? ''
  return token === '' ? null : token
}

/**
 * Which page a failed confirmation shows. The API answers 400 both for a token it does not know (a mistyped
 * or tampered link) and for one that is used or expired; to the shopper that is "code incorrect" (§8), the
 * `fail` page. A 404 means the confirmation request itself is gone (`not-found`). Anything else (the API
 * down) is not the link's fault: null, and the caller lets the error page say so, so the link can be
 * opened again later.
 */
export function failedConfirmationResult(error: unknown): ConfirmResult | null {
  if (!(error instanceof ApiError)) return null
  if (error.status === 400) return 'fail'
  if (error.status === 404) return 'not-found'
  return null
}
