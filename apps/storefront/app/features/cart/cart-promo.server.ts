import {
  checkPromoInput,
  normalizePromoCode,
  parsePromoCodes,
  promoApplyOutcome,
} from '@vitrina/domain/promo'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { previewCart, readCartLines, saveCartLines } from './cart.server.ts'
import { type CartOptions, cartOptionsCookies, readCartOptions } from './cart-options.server.ts'
import { type CartOptionsChange, MAX_PROMO_CODES, type PromoError } from './cart-promo-form.ts'

export type CartOptionsResult =
  | { ok: true; options: CartOptions; setCookies: string[] }
  | { ok: false; error: PromoError; message: string | null }

/**
 * Applies an option change. A new promo code is first priced as a preview with the applied ones: a code
 * whose apply_result is error or missing is refused with the server's message and nothing changes (spec §8);
 * one that applies joins the list. Options live in cookies; a customer's server cart keeps them as well.
 */
export async function changeCartOptions(
  context: StorefrontContext,
  request: Request,
  change: CartOptionsChange,
): Promise<CartOptionsResult> {
  const current = await readCartOptions(context, request)
  if (change.intent === 'apply-promo') {
    const inputError = checkPromoInput(change.code, current.promoCodes)
    if (inputError) return { ok: false, error: inputError, message: null }
    if (current.promoCodes.length >= MAX_PROMO_CODES) return { ok: false, error: 'too_many', message: null }
  }
  const lines = await readCartLines(context, request)
  const next = await nextOptions(context, lines, current, change)
  if (!next.ok) return next
  if (context.token) await saveCartLines(context, lines, next.options)
  return { ok: true, options: next.options, setCookies: await cartOptionsCookies(context, next.options) }
}

async function nextOptions(
  context: StorefrontContext,
  lines: Awaited<ReturnType<typeof readCartLines>>,
  current: CartOptions,
  change: CartOptionsChange,
): Promise<{ ok: true; options: CartOptions } | { ok: false; error: 'rejected'; message: string | null }> {
  switch (change.intent) {
    case 'remove-promo': {
      const code = normalizePromoCode(change.code)
      return { ok: true, options: { ...current, promoCodes: current.promoCodes.filter((c) => c !== code) } }
    }
    case 'use-bonuses':
      return { ok: true, options: { ...current, useBonuses: change.value === 'on' } }
    case 'apply-promo': {
      const code = normalizePromoCode(change.code)
      const options = { ...current, promoCodes: [...current.promoCodes, code] }
      const outcome = promoApplyOutcome(resultOf(await previewCart(context, lines, options), code))
      return outcome.ok ? { ok: true, options } : { ok: false, error: 'rejected', message: outcome.error }
    }
    case 'restore-promo': {
      // Codes only local storage remembers (the cookie expired or was cleared): kept when they still apply.
      const extra = parsePromoCodes(change.codes)
        .filter((c) => !current.promoCodes.includes(c))
        .slice(0, Math.max(0, MAX_PROMO_CODES - current.promoCodes.length))
      if (extra.length === 0) return { ok: true, options: current }
      const cart = await previewCart(context, lines, {
        ...current,
        promoCodes: [...current.promoCodes, ...extra],
      })
      const kept = extra.filter((code) => promoApplyOutcome(resultOf(cart, code)).ok)
      return { ok: true, options: { ...current, promoCodes: [...current.promoCodes, ...kept] } }
    }
  }
}

function resultOf(cart: Awaited<ReturnType<typeof previewCart>>, code: string) {
  return cart.promotions.find((p) => normalizePromoCode(p.promotion_code.code) === code)?.promotion_code
    .apply_result
}
