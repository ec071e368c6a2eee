import { useEffect } from 'react'

/**
 * Records a guest's product view once the page runs (POST /last-viewed/, which sets the device's cookie). The page
 * stays shareable by the page cache; a customer's view was recorded by the loader, so nothing is sent for them.
 * Without JavaScript a guest's views are not recorded (see docs/decisions/015).
 */
export function RecordGuestView({ productId, signedIn }: { productId: number; signedIn: boolean }) {
  useEffect(() => {
    if (signedIn) return
    const body = new URLSearchParams({ product: String(productId) })
    fetch('/last-viewed/', { method: 'POST', body, keepalive: true }).catch(() => {
      // A lost view is only a shorter list: nothing to tell the shopper.
    })
  }, [productId, signedIn])
  return null
}
