import type { Order, OrderRequest } from '@vitrina/api-client/schemas/order'
import type { Locale } from '@vitrina/domain/locale'
import { type MarketingParams, pickMarketingParams } from '@vitrina/domain/marketing'
import type { PaymentMethod } from '@vitrina/domain/order-links'
import { isAddressText, isRealName, VALIDATION_MESSAGES } from '@vitrina/domain/validation'
import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  companies,
  orderItems,
  orders,
  outlets,
  promoCodes,
  shipments,
  skuRegionOffers,
} from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import { ApiProblem, type FieldErrors, fieldErrors } from '../../http/errors.ts'
import { clearCart } from '../cart/cart.service.ts'
import { DELIVERY_PAYMENT_OPTIONS, priceItems } from '../cart/cart-pricing.ts'
import { cashRefused, companyAcceptsCash } from '../cart/cash-payment.ts'
import { rememberCustomerLocale } from '../customers/customer-locale.ts'
import { type BalanceRequest, planGiftCardSpends, resolveBalances } from '../loyalty/checkout-balances.ts'
import { debitGiftCards, recordGiftCardSpends } from '../loyalty/gift-cards.ts'
import { debitForOrder, ensureAccount, settleDue } from '../loyalty/loyalty-ledger.ts'
import { offeredMethods } from '../payments/payment-methods.ts'
import { loadTourBooking } from '../tours/tour-order-json.ts'
import { orderJson } from './order-json.ts'
import { assertUnpaidOrderCap, paymentDueDate } from './unpaid-orders.ts'

type Ctx = {
  companyId: number
  regionId: number
  customerId: number
  locale?: Locale | undefined
  /** Who sells the items (the company's legal seller name), kept on each order item. */
  seller?: string | null | undefined
}
type ParsedRequest = Omit<OrderRequest, 'use_bonuses' | 'balances' | 'recipient_email' | 'promo_codes'> & {
  use_bonuses: boolean
  balances?: BalanceRequest[] | undefined
  recipient_email: string
  promo_codes: string[]
}

const itemsUnavailable = (details: string[]) =>
  new ApiProblem(409, { detail: 'Cart items unavailable.', code: 'items_unavailable', items: details })

/** The same rules the storefront's form applies (domain), so a hand-made request cannot skip them. */
function peopleAndAddressErrors(request: ParsedRequest): FieldErrors {
  const errors: FieldErrors = {}
  if (!isRealName(request.recipient_name)) errors.recipient_name = [VALIDATION_MESSAGES.name_letters]
  const parts = [
    request.address?.city,
    request.address?.settlement,
    request.address?.street,
    request.address?.house,
    request.address_details?.flat,
    request.address_details?.floor,
    request.address_details?.entrance,
  ]
  if (!parts.every((part) => isAddressText(part))) errors.address = [VALIDATION_MESSAGES.address_text]
  return errors
}

/** Checks where the order goes: an address for couriers, an outlet or pickup point of this region otherwise. */
async function resolveDestination(deps: Deps, ctx: Ctx, request: ParsedRequest) {
  const option = DELIVERY_PAYMENT_OPTIONS.find((o) => o.id === request.delivery_payment_option)
  if (!option) throw fieldErrors({ delivery_payment_option: ['Delivery method no longer available.'] })
  if (option.payment_type.type === 'cash' && !(await companyAcceptsCash(deps.db, ctx.companyId)))
    throw cashRefused(ctx.locale)
  const errors: FieldErrors = {}
  let outletId: number | null = null
  let pickupPointId: number | null = null
  const findOutlet = async (id: number, kinds: string[]) => {
    const [row] = await deps.db
      .select({ id: outlets.id, kind: outlets.kind })
      .from(outlets)
      .where(
        and(eq(outlets.id, id), eq(outlets.companyId, ctx.companyId), eq(outlets.regionId, ctx.regionId)),
      )
    return row && kinds.includes(row.kind) ? row.id : null
  }
  if (option.delivery_type === 'DELIVERY' && !request.address)
    errors.address = ['Address needs locality, street and house number.']
  Object.assign(errors, peopleAndAddressErrors(request))
  if (option.delivery_type === 'PICKUP') {
    outletId = request.outlet ? await findOutlet(request.outlet, ['outlet']) : null
    if (outletId === null) errors.outlet = ['Choose an outlet.']
  }
  if (option.delivery_type === 'PICKUP_POINT') {
    pickupPointId = request.pickup_point
      ? await findOutlet(request.pickup_point, ['pickup_point', 'parcel_locker'])
      : null
    if (pickupPointId === null) errors.pickup_point = ['Choose a pickup point.']
  }
  if (request.use_bonuses && !option.can_use_bonuses)
    errors.use_bonuses = ['Bonuses cannot be used with this payment method.']
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  return { option, outletId, pickupPointId }
}

/**
 * Places an order: server-side prices, then ONE transaction that decrements stock with
 * atomic conditional updates (no check-then-act), spends the promo codes and bonuses,
 * writes the order and empties the cart. Anything refused rolls everything back.
 */
export async function createOrder(
  deps: Deps,
  ctx: Ctx,
  parsed: ParsedRequest,
  idempotencyKey: string | null = null,
): Promise<Order> {
  const now = deps.clock.now()
  // Cards by barcode (spec §3 `balances`): the customer's own bonus card spends bonuses like `use_bonuses`.
  const cards = await resolveBalances(deps.db, ctx, parsed.balances ?? [], now)
  const request = { ...parsed, use_bonuses: parsed.use_bonuses || cards.usesOwnBonusCard }
  const { option, outletId, pickupPointId } = await resolveDestination(deps, ctx, request)
  if (request.use_bonuses) {
    // Points that have arrived or expired are posted first, so the price below spends the current balance.
    await deps.db.transaction(async (tx) => settleDue(tx, (await ensureAccount(tx, ctx)).id, now))
  }
  const { lines, priced, cart } = await priceItems(deps, ctx, {
    items: request.products,
    promoCodes: request.promo_codes,
    useBonuses: request.use_bonuses,
  })
  if (lines.length < request.products.length)
    throw fieldErrors({ products: ['Some products are not sold in this region.'] })
  const rejected = cart.promotions.filter((p) => p.promotion_code.apply_result.status === 'error')
  if (rejected.length > 0) {
    throw fieldErrors({
      promo_codes: rejected.map(
        (p) => `${p.promotion_code.code}: ${p.promotion_code.apply_result.error ?? ''}`,
      ),
    })
  }
  const short = lines.filter((l) => !l.available).map((l) => `${l.name} (${l.size ?? 'One size'})`)
  if (short.length > 0) throw itemsUnavailable(short)
  const giftSpends = planGiftCardSpends(cards, priced.totalMinor)
  const giftCardDebitMinor = giftSpends.reduce((sum, spend) => sum + spend.amountMinor, 0)

  const orderId = await deps.db.transaction(async (tx) => {
    // First, so a customer at the cap takes no stock and concurrent placements of theirs queue on their row.
    await assertUnpaidOrderCap(deps, tx, ctx, option.payment_type.type)
    // The language this order is placed in is the one its news (pushes, SMS, email) will be written in.
    await rememberCustomerLocale(tx, ctx.customerId, ctx.locale)
    await decrementStock(tx, ctx.regionId, lines)
    for (const promo of priced.promos) await spendPromoCode(tx, ctx.companyId, promo.code)
    await debitGiftCards(tx, ctx.companyId, giftSpends)
    const [order] = await tx
      .insert(orders)
      .values({
        companyId: ctx.companyId,
        customerId: ctx.customerId,
        regionId: ctx.regionId,
        idempotencyKey,
        number: `pending-${crypto.randomUUID()}`,
        deliveryType: option.delivery_type,
        address: option.delivery_type === 'DELIVERY' ? (request.address ?? null) : null,
        addressDetails: option.delivery_type === 'DELIVERY' ? (request.address_details ?? null) : null,
        outletId,
        pickupPointId,
        recipientName: request.recipient_name,
        recipientPhone: request.recipient_phone,
        recipientEmail: request.recipient_email,
        paymentType: option.payment_type.type,
        promoCodes: priced.promos.map((p) => p.code),
        subtotalMinor: priced.subtotalMinor,
        discountMinor: priced.discountMinor,
        bonusDebitMinor: priced.bonusDebitMinor,
        giftCardDebitMinor,
        totalMinor: priced.totalMinor - giftCardDebitMinor,
        // An online order holds its stock only for the payment window; the release job expires it after.
        // An order the cards paid in full owes nothing, so no payment window can expire it.
        dueDate:
          priced.totalMinor > giftCardDebitMinor ? paymentDueDate(deps, option.payment_type.type, now) : null,
        marketing: marketingOf(request),
        createdAt: now,
      })
      .returning({ id: orders.id })
    if (!order) throw new Error('order insert returned nothing')
    const number = `${ctx.companyId === 1 ? 'TR' : 'WF'}-${now.getUTCFullYear()}-${String(order.id).padStart(6, '0')}`
    await tx.update(orders).set({ number }).where(eq(orders.id, order.id))
    // The bonus debit is one conditional UPDATE on the account (never below zero) plus its operation.
    if (priced.bonusDebitMinor > 0)
      await debitForOrder(tx, ctx, { orderId: order.id, amountMinor: priced.bonusDebitMinor, now })
    await recordGiftCardSpends(tx, order.id, giftSpends, now)
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.productId,
        skuId: l.skuId,
        name: l.name,
        article: l.article,
        size: l.size,
        barcode: l.barcode,
        seller: ctx.seller ?? null,
        count: l.count,
        priceMinor: l.price,
        discountMinor: l.discountMinor,
      })),
    )
    await clearCart(deps, tx, ctx.companyId, ctx.customerId)
    return order.id
  })
  return loadOrder(deps, ctx, orderId)
}

/** One conditional UPDATE per stock item, with the counts of lines sharing it added up first. */
async function decrementStock(
  tx: Database,
  regionId: number,
  lines: { skuId: number; count: number; name: string; size: string | null }[],
) {
  const need = new Map<number, { count: number; label: string }>()
  for (const line of lines) {
    const entry = need.get(line.skuId) ?? { count: 0, label: `${line.name} (${line.size ?? 'One size'})` }
    entry.count += line.count
    need.set(line.skuId, entry)
  }
  // A fixed lock order (by sku id) keeps concurrent orders from deadlocking.
  for (const [skuId, { count, label }] of [...need.entries()].sort(([a], [b]) => a - b)) {
    const updated = await tx
      .update(skuRegionOffers)
      .set({ stock: sql`${skuRegionOffers.stock} - ${count}` })
      .where(
        and(
          eq(skuRegionOffers.skuId, skuId),
          eq(skuRegionOffers.regionId, regionId),
          gte(skuRegionOffers.stock, count),
        ),
      )
      .returning({ stock: skuRegionOffers.stock })
    if (updated.length === 0) throw itemsUnavailable([label])
  }
}

async function spendPromoCode(tx: Database, companyId: number, code: string) {
  const spent = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.companyId, companyId),
        eq(promoCodes.code, code),
        or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses)),
      ),
    )
    .returning({ id: promoCodes.id })
  if (spent.length === 0)
    throw fieldErrors({ promo_codes: [`${code}: The promo code cannot be applied or has run out.`] })
}

export async function loadOrder(
  deps: Deps,
  ctx: { companyId: number; customerId: number; locale?: Locale | undefined },
  orderId: number,
): Promise<Order> {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, orderId), eq(orders.companyId, ctx.companyId), eq(orders.customerId, ctx.customerId)),
    )
  if (!order) throw new ApiProblem(404, { detail: 'Not found.' })
  const [items, outletRows, parcels] = await Promise.all([
    deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id),
    deps.db
      .select({ id: outlets.id, name: outlets.name, address: outlets.address })
      .from(outlets)
      .where(or(eq(outlets.id, order.outletId ?? -1), eq(outlets.id, order.pickupPointId ?? -1))),
    deps.db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(shipments.id),
  ])
  const find = (id: number | null) => outletRows.find((o) => o.id === id) ?? null
  const locale = ctx.locale ?? 'en'
  const methods = await companyPaymentMethods(deps, ctx.companyId)
  const json = orderJson(
    order,
    items,
    find(order.outletId),
    find(order.pickupPointId),
    parcels,
    locale,
    methods,
  )
  const tourBooking = await loadTourBooking(deps, ctx.companyId, order.id, locale)
  return tourBooking ? { ...json, tour_booking: tourBooking } : json
}

/** The order a request with this Idempotency-Key created, if it got that far (see idempotency.ts's lease). */
export async function findOrderByIdempotencyKey(
  deps: Deps,
  ctx: { companyId: number; customerId: number },
  key: string,
): Promise<Order | null> {
  const [row] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, ctx.companyId),
        eq(orders.customerId, ctx.customerId),
        eq(orders.idempotencyKey, key),
      ),
    )
    .limit(1)
  return row ? loadOrder(deps, ctx, row.id) : null
}

/** The online methods the company offers (its `payment_methods` setting and the providers configured here). */
async function companyPaymentMethods(deps: Deps, companyId: number): Promise<PaymentMethod[]> {
  if (!deps.paymentMethods) return ['redirect']
  const [company] = await deps.db
    .select({ settings: companies.settings })
    .from(companies)
    .where(eq(companies.id, companyId))
  return offeredMethods(company?.settings ?? {}, deps.paymentMethods)
}

/** The request's marketing parameters (trimmed, capped, empty ones dropped); null when it sent none. */
function marketingOf(request: OrderRequest): MarketingParams | null {
  const { client_id, yclid, utm_source, utm_medium, utm_campaign, utm_content, utm_term } = request
  const params = pickMarketingParams({
    client_id: client_id ?? undefined,
    yclid: yclid ?? undefined,
    utm_source: utm_source ?? undefined,
    utm_medium: utm_medium ?? undefined,
    utm_campaign: utm_campaign ?? undefined,
    utm_content: utm_content ?? undefined,
    utm_term: utm_term ?? undefined,
  })
  return Object.keys(params).length > 0 ? params : null
}
