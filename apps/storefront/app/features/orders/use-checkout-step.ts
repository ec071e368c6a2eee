import type { CheckoutStep } from '@vitrina/domain/marketing'
import { useEffect } from 'react'
import { checkoutStepEvent } from '../analytics/analytics.ts'
import { trackEvent } from '../analytics/tracker.ts'

/**
 * Reports a checkout step (§7: fixed event names, currency RUB) once per order when the page is shown in the
 * browser. The tracker does nothing when the company has no analytics configured.
 */
export function useCheckoutStep(step: CheckoutStep, orderId: number): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one report per step and order, not per render.
  useEffect(() => {
    trackEvent(checkoutStepEvent(step))
  }, [step, orderId])
}
