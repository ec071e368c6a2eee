import type { Locale } from '@vitrina/domain/locale'
import { isPaymentMethod, PAYMENT_METHODS, type PaymentMethod } from '@vitrina/domain/order-links'
import type { Env } from '../../env.ts'
import type { PaymentProvider } from './provider.ts'
import { SberPayProvider } from './sberpay-provider.ts'
import { YandexPayProvider } from './yandex-pay-provider.ts'
import { YooKassaProvider } from './yookassa-provider.ts'

/**
 * Online payment methods (spec §4: yookassa-sdk, redirect, sberpay; plus Yandex Pay, issue #16) and the
 * provider behind each. One provider may serve two methods (YooKassa: its page and its widget); a method
 * without a configured provider is never offered, so a shopper is never sent to a method that cannot work.
 */
export type MethodProviders = Partial<Record<PaymentMethod, PaymentProvider>>

/** How each method is named to a shopper (spec: names in their language). */
const NAMES: Record<PaymentMethod, Record<Locale, string>> = {
  redirect: { en: 'Card online', ru: 'Картой онлайн' },
  'yookassa-sdk': { en: 'Card or e-wallet on this page', ru: 'Картой или кошельком на этой странице' },
  sberpay: { en: 'SberPay', ru: 'SberPay' },
  'yandex-pay': { en: 'Yandex Pay', ru: 'Яндекс Пэй' },
}

export const methodName = (method: PaymentMethod, locale: Locale): string => NAMES[method][locale]

/** The confirmation a method asks the provider for: YooKassa's widget is embedded, the rest redirect. */
export const confirmationOf = (method: PaymentMethod) =>
  method === 'yookassa-sdk' ? ('embedded' as const) : ('redirect' as const)

/**
 * The providers the environment configures beyond the redirect one: the YooKassa widget with YOOKASSA_*,
 * SberPay with SBERPAY_*, Yandex Pay with YANDEX_PAY_API_KEY. Built once per process.
 */
export function configuredMethodProviders(env: Env): MethodProviders {
  const methods: MethodProviders = {}
  if (env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY)
    methods['yookassa-sdk'] = new YooKassaProvider({
      apiUrl: env.YOOKASSA_API_URL,
      shopId: env.YOOKASSA_SHOP_ID,
      secretKey: env.YOOKASSA_SECRET_KEY,
    })
  if (env.SBERPAY_USERNAME && env.SBERPAY_PASSWORD)
    methods.sberpay = new SberPayProvider({
      apiUrl: env.SBERPAY_API_URL,
      userName: env.SBERPAY_USERNAME,
      password: env.SBERPAY_PASSWORD,
    })
  if (env.YANDEX_PAY_API_KEY)
    methods['yandex-pay'] = new YandexPayProvider({
      apiUrl: env.YANDEX_PAY_API_URL,
      apiKey: env.YANDEX_PAY_API_KEY,
    })
  return methods
}

/**
 * The methods a company offers, in its order: company setting `payment_methods` (a list of method keys;
 * every configured method when absent), only those with a provider here, and Yandex Pay only when the company
 * has its `yandex_pay` Merchant_ID (spec §3 company settings).
 */
export function offeredMethods(
  settings: Record<string, unknown>,
  providers: MethodProviders,
): PaymentMethod[] {
  const listed = Array.isArray(settings.payment_methods)
    ? settings.payment_methods.filter(isPaymentMethod)
    : [...PAYMENT_METHODS].sort((a, b) => DEFAULT_ORDER.indexOf(a) - DEFAULT_ORDER.indexOf(b))
  const merchant = settings.yandex_pay
  const hasMerchant =
    typeof merchant === 'string'
      ? merchant.trim() !== ''
      : typeof merchant === 'object' && merchant !== null && 'merchant_id' in merchant
        ? String((merchant as { merchant_id: unknown }).merchant_id ?? '').trim() !== ''
        : false
  return [...new Set(listed)].filter(
    (method) => providers[method] !== undefined && (method !== 'yandex-pay' || hasMerchant),
  )
}

/** Without a company list: the card page first (what every shop has), then the others. */
const DEFAULT_ORDER: readonly PaymentMethod[] = ['redirect', 'yookassa-sdk', 'sberpay', 'yandex-pay']

/** The distinct providers (by name) of a registry: notifications and reconciliation run once per provider. */
export function distinctProviders(providers: MethodProviders): PaymentProvider[] {
  const byName = new Map<string, PaymentProvider>()
  for (const provider of Object.values(providers))
    if (provider && !byName.has(provider.name)) byName.set(provider.name, provider)
  return [...byName.values()]
}
