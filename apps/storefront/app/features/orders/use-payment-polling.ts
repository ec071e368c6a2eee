import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { PAYMENT_POLL_INTERVAL_MS, shouldKeepPolling } from './payment.ts'

/**
 * While `pending`, reloads the page's data every few seconds (the loader redirects once the payment is paid),
 * and stops after the 15-minute credit window counted from when the page was opened.
 */
export function usePaymentPolling(pending: boolean): void {
  const { revalidate, state } = useRevalidator()
  const startedAt = useRef<number | null>(null)
  useEffect(() => {
    if (!pending || state !== 'idle') return
    startedAt.current ??= Date.now()
    const started = startedAt.current
    if (!shouldKeepPolling(started, Date.now())) return
    const timer = window.setTimeout(revalidate, PAYMENT_POLL_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [pending, state, revalidate])
}
