/**
 * Promo codes as the customer's account shows them (spec §3 "Promo code: code, amount, personal flag; states
 * active, used, expired"). A personal code belongs to one customer and is issued once (by taking part in a
 * promotion); nobody else may apply it.
 */

export const PROMO_CODE_STATES = ['active', 'used', 'expired'] as const
export type PromoCodeState = (typeof PROMO_CODE_STATES)[number]

export type PromoCodeUsage = { usedCount: number; maxUses: number | null; activeUntil: Date | null }

/**
 * Used wins over expired: a code spent on an order stays "used" after its date passes, which is what the
 * customer remembers doing with it. The last day counts: a code valid until 23:59:59 works at 23:59:59.
 */
export function promoCodeState(code: PromoCodeUsage, now: Date): PromoCodeState {
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return 'used'
  if (code.activeUntil !== null && code.activeUntil.getTime() < now.getTime()) return 'expired'
  return 'active'
}

/** A personal code (an owner is set) applies only to its owner; a general one to anybody. */
export function mayApplyPromoCode(ownerId: number | null, customerId: number | null): boolean {
  return ownerId === null || ownerId === customerId
}

/**
 * The text of a personal code: a prefix from the promotion and 8 characters from an injected random source,
 * without 0/O and 1/I so it can be read aloud at a till. `random` returns integers in [0, n).
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export function personalPromoCode(prefix: string, random: (n: number) => number): string {
  const head =
    prefix
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 8) || 'PROMO'
  let tail = ''
  for (let i = 0; i < 8; i += 1) tail += ALPHABET[random(ALPHABET.length)] ?? 'X'
  return `${head}-${tail}`
}
