import type { DeliveryPaymentOption } from '@vitrina/api-client/schemas/cart'
import type { Locale } from '@vitrina/domain/locale'

/** How each payment choice is named to a shopper, in each interface language (spec: names in their language). */
const NAMES = {
  online: { en: 'Card online', ru: 'Картой онлайн' },
  cashOnDelivery: { en: 'Cash or card on delivery', ru: 'Наличными или картой курьеру' },
  atOutlet: { en: 'Pay at the outlet', ru: 'Оплата в магазине' },
} as const satisfies Record<string, Record<Locale, string>>

export type PaymentChoice = keyof typeof NAMES

export const paymentName = (choice: PaymentChoice, locale: Locale): string => NAMES[choice][locale]

/** The option ids and what each one is; the names are filled in per request. */
const OPTIONS: (Omit<DeliveryPaymentOption, 'payment_type'> & {
  payment: { type: 'redirect' | 'cash'; choice: PaymentChoice; online: boolean }
})[] = [
  {
    id: 'DELIVERY:online',
    delivery_type: 'DELIVERY',
    payment: { type: 'redirect', choice: 'online', online: true },
    can_use_bonuses: true,
  },
  {
    id: 'DELIVERY:cash',
    delivery_type: 'DELIVERY',
    payment: { type: 'cash', choice: 'cashOnDelivery', online: false },
    can_use_bonuses: false,
  },
  {
    id: 'PICKUP:online',
    delivery_type: 'PICKUP',
    payment: { type: 'redirect', choice: 'online', online: true },
    can_use_bonuses: true,
  },
  {
    id: 'PICKUP:cash',
    delivery_type: 'PICKUP',
    payment: { type: 'cash', choice: 'atOutlet', online: false },
    can_use_bonuses: false,
  },
  {
    id: 'PICKUP_POINT:online',
    delivery_type: 'PICKUP_POINT',
    payment: { type: 'redirect', choice: 'online', online: true },
    can_use_bonuses: true,
  },
]

/**
 * Payment choices per delivery type, named in `locale`; "online" goes through the payment provider. The cash
 * ones only when the company takes cash (`cash` in its `payment_methods`, cash-payment.ts).
 */
export function deliveryPaymentOptions(
  locale: Locale,
  company: { acceptsCash: boolean } = { acceptsCash: true },
): DeliveryPaymentOption[] {
  const offered = company.acceptsCash ? OPTIONS : OPTIONS.filter(({ payment }) => payment.type !== 'cash')
  return offered.map(({ payment, ...option }) => ({
    ...option,
    payment_type: { type: payment.type, name: paymentName(payment.choice, locale), online: payment.online },
  }))
}
