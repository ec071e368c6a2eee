import { describe, expect, it } from 'vitest'
import { mayApplyPromoCode, personalPromoCode, promoCodeState } from './personal-promo-code.ts'

describe('promo code state', () => {
  const now = new Date('2026-12-01T12:00:00Z')

  it('is active before its date with uses left', () => {
    expect(
      promoCodeState({ usedCount: 0, maxUses: 1, activeUntil: new Date('2026-12-31T00:00:00Z') }, now),
    ).toBe('active')
    expect(promoCodeState({ usedCount: 5, maxUses: null, activeUntil: null }, now)).toBe('active')
    expect(promoCodeState({ usedCount: 0, maxUses: 1, activeUntil: now }, now)).toBe('active')
  })

  it('is used once its uses are spent, even after its date', () => {
    expect(promoCodeState({ usedCount: 1, maxUses: 1, activeUntil: null }, now)).toBe('used')
    expect(
      promoCodeState({ usedCount: 1, maxUses: 1, activeUntil: new Date('2026-01-01T00:00:00Z') }, now),
    ).toBe('used')
  })

  it('is expired after its date when unused', () => {
    expect(
      promoCodeState({ usedCount: 0, maxUses: 1, activeUntil: new Date('2026-11-30T23:59:59Z') }, now),
    ).toBe('expired')
  })
})

describe('who may apply a code', () => {
  it('lets anybody apply a general code and only the owner a personal one', () => {
    expect(mayApplyPromoCode(null, null)).toBe(true)
    expect(mayApplyPromoCode(null, 7)).toBe(true)
    expect(mayApplyPromoCode(7, 7)).toBe(true)
    expect(mayApplyPromoCode(7, 8)).toBe(false)
    expect(mayApplyPromoCode(7, null)).toBe(false)
  })
})

describe('personal code text', () => {
  it('is the prefix and eight readable characters', () => {
    let i = 0
    const code = personalPromoCode('winter-sale', (n) => i++ % n)
    expect(code).toBe('WINTERSA-ABCDEFGH')
    expect(personalPromoCode('', () => 0)).toBe('PROMO-AAAAAAAA')
    expect(personalPromoCode('Зима', () => 31)).toBe('PROMO-99999999')
  })
})
