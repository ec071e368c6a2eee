import { useLingui } from '@lingui/react/macro'

/** The customer-facing name of a payment method (spec §4 methods); the API's own name for any other. */
export function usePaymentMethodName(): (type: string, fallback: string) => string {
  const { t } = useLingui()
  return (type, fallback) => {
    if (type === 'sberpay') return t`SberPay`
    if (type === 'yookassa-sdk') return t`Card or e-wallet`
    if (type === 'redirect') return t`Bank card online`
    return fallback
  }
}
