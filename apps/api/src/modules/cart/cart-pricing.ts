import type { Cart, CartItemInput, CartLine, DeliveryPaymentOption } from '@vitrina/api-client/schemas/cart'
import type { Locale } from '@vitrina/domain/locale'
import { minorToDecimal } from '@vitrina/domain/money'
import { mayApplyPromoCode, promoCodeState } from '@vitrina/domain/personal-promo-code'
import { type PricingPromo, type PromoError, priceCart } from '@vitrina/domain/pricing'
import { normalizePromoCode } from '@vitrina/domain/promo'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { products, promoCodes, skuRegionOffers, skus } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { absoluteImages } from '../catalog/media-urls.ts'
import { bonusBalance } from '../loyalty/loyalty-ledger.ts'
import { companyAcceptsCash } from './cash-payment.ts'
import { deliveryPaymentOptions } from './payment-names.ts'

export type PricingContext = {
  companyId: number
  regionId: number
  customerId: number | null
  /** The shopper's language, for the names in the answer (payment choices); English when not given. */
  locale?: Locale | undefined
}

const PROMO_MESSAGES: Record<PromoError, string> = {
  not_found: 'Promo code not found.',
  expired: 'The promo code has expired or was already used.',
  run_out: 'The promo code cannot be applied or has run out.',
  not_applicable: 'The promo code does not apply to the products in the cart.',
  one_per_product: 'Only one promo code can be applied to a product.',
  not_owner: 'This is a personal promo code of another customer.',
}

/**
 * The personal-code refusal in the shopper's language (issue 14: "a clear refusal in the cart"): a guest is
 * told to sign in, a signed-in customer that the code is somebody else's.
 */
function notOwnerMessage(locale: Locale | undefined, guest: boolean): string {
  if (locale === 'ru')
    return guest
      ? 'Это персональный промокод: войдите, чтобы применить его.'
      : 'Это персональный промокод другого покупателя.'
  return guest ? 'This is a personal promo code: sign in to apply it.' : PROMO_MESSAGES.not_owner
}

/** Payment choices per delivery type (English names; answers use `deliveryPaymentOptions(locale)`). */
export const DELIVERY_PAYMENT_OPTIONS: DeliveryPaymentOption[] = deliveryPaymentOptions('en')

type LineRow = {
  productId: number
  name: string
  slug: string
  article: string
  categoryId: number
  images: { url: string; scaled: { url: string; width: number }[] }[]
  skuId: number
  size: string | null
  color: string | null
  barcode: string
  price: number
  oldPrice: number | null
  stock: number
}

/** Loads what the lines refer to; lines of other companies or unknown skus simply do not match. */
export async function loadLines(
  db: Database,
  ctx: PricingContext,
  items: CartItemInput[],
): Promise<Map<string, LineRow>> {
  const productIds = [...new Set(items.map((i) => i.product))]
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      slug: products.slug,
      article: products.article,
      categoryId: products.categoryId,
      images: products.images,
      skuId: skus.id,
      size: skus.size,
      color: skus.color,
      barcode: skus.barcode,
      price: skuRegionOffers.priceMinor,
      oldPrice: skuRegionOffers.oldPriceMinor,
      stock: skuRegionOffers.stock,
    })
    .from(products)
    .innerJoin(skus, eq(skus.productId, products.id))
    .innerJoin(
      skuRegionOffers,
      and(eq(skuRegionOffers.skuId, skus.id), eq(skuRegionOffers.regionId, ctx.regionId)),
    )
    .where(and(eq(products.companyId, ctx.companyId), inArray(products.id, productIds)))
  const map = new Map<string, LineRow>()
  for (const row of rows) map.set(`${row.productId}:${row.skuId}`, row)
  // A line without a sku means the product's first (cheapest-listed) variant.
  for (const row of rows) if (!map.has(`${row.productId}:null`)) map.set(`${row.productId}:null`, row)
  return map
}

async function loadPromos(deps: Deps, ctx: PricingContext, codes: string[]): Promise<PricingPromo[]> {
  const normalised = [...new Set(codes.map(normalizePromoCode).filter(Boolean))]
  if (normalised.length === 0) return []
  const rows = await deps.db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.companyId, ctx.companyId), inArray(promoCodes.code, normalised)))
  const now = deps.clock.now().getTime()
  return normalised.map((code): PricingPromo => {
    const row = rows.find((r) => r.code === code)
    if (!row) return { code, kind: 'invalid', error: 'not_found' }
    if (!mayApplyPromoCode(row.customerId, ctx.customerId))
      return { code, kind: 'invalid', error: 'not_owner' }
    // A spent personal code reads "expired or already used", not "run out": it was the customer's one use.
    if (row.customerId !== null && promoCodeState(row, deps.clock.now()) !== 'active')
      return { code, kind: 'invalid', error: 'expired' }
    if (row.activeUntil && row.activeUntil.getTime() < now) return { code, kind: 'invalid', error: 'expired' }
    if (row.maxUses !== null && row.usedCount >= row.maxUses)
      return { code, kind: 'invalid', error: 'run_out' }
    return row.percent !== null
      ? { code, kind: 'percent', percent: row.percent, productId: row.productId }
      : { code, kind: 'amount', amountMinor: row.amountMinor ?? 0, productId: row.productId }
  })
}

/** Prices items with server-side prices, stock, promo codes and bonuses; the cart answer of spec §3. */
export async function priceItems(
  deps: Deps,
  ctx: PricingContext,
  input: { items: CartItemInput[]; promoCodes: string[]; useBonuses: boolean },
): Promise<{
  cart: Cart
  lines: (LineRow & { count: number; discountMinor: number; tour: number | null; available: boolean })[]
  priced: ReturnType<typeof priceCart>
}> {
  const [rows, promos, balance, acceptsCash] = await Promise.all([
    loadLines(deps.db, ctx, input.items),
    loadPromos(deps, ctx, input.promoCodes),
    ctx.customerId === null
      ? Promise.resolve(0)
      : bonusBalance(deps.db, { companyId: ctx.companyId, customerId: ctx.customerId }),
    companyAcceptsCash(deps.db, ctx.companyId),
  ])
  const matched = input.items.flatMap((item) => {
    const row = rows.get(`${item.product}:${item.sku}`)
    return row
      ? [{ ...row, count: item.count, tour: item.tour ?? null, available: row.stock >= item.count }]
      : []
  })
  const priced = priceCart({
    lines: matched.map((l) => ({
      productId: l.productId,
      unitPriceMinor: l.price,
      count: l.count,
      available: l.available,
    })),
    promos,
    bonusBalanceMinor: balance,
    useBonuses: input.useBonuses,
  })
  const cartLines: (CartLine & { _available: boolean })[] = matched.map((l, i) => {
    const discount = priced.lineDiscounts[i] ?? 0
    const [image] = absoluteImages(deps, l.images.slice(0, 1))
    return {
      product: {
        id: l.productId,
        name: l.name,
        slug: l.slug,
        article: l.article,
        category: l.categoryId,
        image: image ?? null,
      },
      sku: { id: l.skuId, size: l.size, color: l.color },
      count: l.count,
      tour: l.tour,
      price: minorToDecimal(l.price),
      old_price: l.oldPrice === null ? null : minorToDecimal(l.oldPrice),
      discount: minorToDecimal(discount),
      total: minorToDecimal(l.available ? l.price * l.count - discount : 0),
      available: l.available,
      stock: l.stock,
      _available: l.available,
    }
  })
  const strip = ({ _available, ...line }: CartLine & { _available: boolean }): CartLine => line
  const cart: Cart = {
    items: cartLines.filter((l) => l._available).map(strip),
    unavailable_items: cartLines.filter((l) => !l._available).map(strip),
    promotions: priced.promos.map((p) => ({
      promotion_code: {
        code: p.code,
        apply_result:
          p.status === 'ok'
            ? { status: 'ok' as const }
            : {
                status: 'error' as const,
                error:
                  p.error === 'not_owner'
                    ? notOwnerMessage(ctx.locale, ctx.customerId === null)
                    : PROMO_MESSAGES[p.error ?? 'not_found'],
              },
      },
      amount: minorToDecimal(p.amountMinor),
    })),
    use_bonuses: input.useBonuses,
    bonus_balance: minorToDecimal(balance),
    bonus_discount_amount: minorToDecimal(priced.bonusDebitMinor),
    count: matched.filter((l) => l.available).reduce((a, l) => a + l.count, 0),
    subtotal: minorToDecimal(priced.subtotalMinor),
    discount: minorToDecimal(priced.discountMinor),
    total: minorToDecimal(priced.totalMinor),
    delivery_payment_options: deliveryPaymentOptions(ctx.locale ?? 'en', { acceptsCash }),
  }
  return {
    cart,
    lines: matched.map((l, i) => ({ ...l, discountMinor: priced.lineDiscounts[i] ?? 0 })),
    priced,
  }
}
