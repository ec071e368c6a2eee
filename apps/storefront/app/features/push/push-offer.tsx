import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@vitrina/ui/button'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { PopupDialog } from '../popups/popup-dialog.tsx'
import * as styles from '../popups/popups.css.ts'
import { useToast } from '../toasts/use-toast.ts'
import { registerSubscription, rememberCancel, shouldOffer, subscribe } from './push-client.ts'
import { PUSH_OFFER_SLOT_ID } from './push-permission.tsx'

/**
 * Spec §4 push permission: where notifications are supported and permission is still to be asked (and not
 * within 3 days of a "not now"), a dialog offers them; Subscribe triggers the browser's prompt and, on grant,
 * the device is registered and a toast says so. Where permission was granted already, the subscription is
 * kept registered silently (a new token, a sign-in). Loaded lazily after hydration by `<PushPermission/>`.
 */
export default function PushOffer({ vapidKey, offer }: { vapidKey: string; offer: boolean }) {
  const { t } = useLingui()
  const toast = useToast()
  const [offered, setOffered] = useState(false)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      registerSubscription(vapidKey).catch((error: unknown) =>
        console.error('push registration failed', error),
      )
      return
    }
    setOffered(offer && shouldOffer())
  }, [vapidKey, offer])

  if (!offered) return null
  // The dialog opens from the shopper's own click, never over the page on arrival: a modal popping up on an
  // order's page would stand between the shopper and the order they came to see.
  // The offer sits where the page keeps a place for it (under the order's heading); else after the page.
  if (!open) {
    const offerButton = (
      <aside aria-labelledby="push-offer-cta" className={styles.text}>
        <p>
          <Button id="push-offer-cta" variant="secondary" onClick={() => setOpen(true)}>
            <Trans>Get notifications about your orders</Trans>
          </Button>
        </p>
      </aside>
    )
    const slot = document.getElementById(PUSH_OFFER_SLOT_ID)
    return slot ? createPortal(offerButton, slot) : offerButton
  }
  const close = () => {
    rememberCancel()
    setOpen(false)
    setOffered(false)
  }
  const accept = async () => {
    setOpen(false)
    setOffered(false)
    try {
      const permission = await subscribe(vapidKey)
      if (permission === 'granted')
        toast.success(t`You have subscribed to notifications. You can manage them in your account.`)
    } catch (error) {
      // Spec §8: push token failures are only logged.
      console.error('push subscription failed', error)
    }
  }
  return (
    <PopupDialog titleId="push-offer-title" onClose={close}>
      <h2 id="push-offer-title" className={styles.title}>
        <Trans>Get notifications?</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          We will tell you when your order’s status changes and about offers you chose in your account.
        </Trans>
      </p>
      <p className={styles.actions}>
        <Button onClick={accept}>
          <Trans>Subscribe</Trans>
        </Button>
        <Button variant="secondary" onClick={close}>
          <Trans>Not now</Trans>
        </Button>
      </p>
    </PopupDialog>
  )
}
