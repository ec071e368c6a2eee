import { useLocation } from '@remix-run/react'
import { lazy, Suspense, useEffect, useState } from 'react'

const PushOffer = lazy(() => import('./push-offer.tsx'))

/**
 * Where the dialog is offered: an order's page and the account's subscriptions, where order news are what the
 * shopper is looking at (a dialog on arrival at the home page would only be dismissed).
 */
/** Pages that offer push hold an empty element with this id where the offer belongs (after their heading). */
export const PUSH_OFFER_SLOT_ID = 'push-offer'

export const offersPushOn = (pathname: string) =>
  /^\/my\/orders\/[^/]+\/?$/.test(pathname) || /^\/my\/subscriptions\/?$/.test(pathname)

/**
 * Web push for the whole frame, out of the first load: nothing renders on the server or before hydration, and
 * the dialog's code (with the Push API work) is fetched only when there is something to do: keeping a granted
 * subscription registered, or offering the dialog on a page that offers it.
 */
export function PushPermission({ vapidKey }: { vapidKey: string | null }) {
  const { pathname } = useLocation()
  const [permission, setPermission] = useState<NotificationPermission | null>(null)
  useEffect(() => {
    if (typeof Notification !== 'undefined' && 'serviceWorker' in navigator)
      setPermission(Notification.permission)
  }, [])
  const offer = offersPushOn(pathname)
  if (!vapidKey || !(permission === 'granted' || (permission === 'default' && offer))) return null
  return (
    <Suspense fallback={null}>
      <PushOffer vapidKey={vapidKey} offer={offer} />
    </Suspense>
  )
}
