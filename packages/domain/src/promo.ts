/** Promo codes as typed and stored on the client (spec §5 "Promo codes", §9 local storage key). */

/** The local-storage key under which applied promo codes are kept, separated by ';'. */
export const PROMO_CODES_STORAGE_KEY = 'apply-promo-codes'
const SEPARATOR = ';'

/** Trimmed and upper-cased, so ' summer10 ' and 'SUMMER10' are the same code everywhere. */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase()
}

/** Codes from the stored ';'-separated value: normalised, empty parts dropped, duplicates removed. */
export function parsePromoCodes(stored: string | null | undefined): string[] {
  if (!stored) return []
  return unique(stored.split(SEPARATOR).map(normalizePromoCode))
}

export function serializePromoCodes(codes: readonly string[]): string {
  return unique(codes.map(normalizePromoCode)).join(SEPARATOR)
}

export type PromoInputError = 'required' | 'already_applied'

/**
 * Checks what the shopper typed before asking the server: input is required (after trimming) and a code
 * already applied is not sent twice. Whether the code exists, is expired or clashes with another code on the
 * same product ("one promo code per product") only the server can tell: it answers `apply_result`.
 */
export function checkPromoInput(input: string, applied: readonly string[]): PromoInputError | null {
  const code = normalizePromoCode(input)
  if (!code) return 'required'
  if (applied.some((c) => normalizePromoCode(c) === code)) return 'already_applied'
  return null
}

/** The answer's view of one code: `apply_result` with status ok or error (spec §3). */
export type PromoApplyResult = { status?: string | null; error?: string | null } | null | undefined

/**
 * Whether a code the server answered for can be kept. A code whose apply_result is error or missing is
 * rejected with the result's error, and the cart is not updated (spec §8).
 */
export function promoApplyOutcome(
  result: PromoApplyResult,
): { ok: true } | { ok: false; error: string | null } {
  if (result?.status === 'ok') return { ok: true }
  return { ok: false, error: result?.error ?? null }
}

function unique(codes: string[]): string[] {
  return [...new Set(codes.filter((code) => code !== '' && !code.includes(SEPARATOR)))]
}
