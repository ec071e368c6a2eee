import { Trans } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import { buttonClass } from '@vitrina/ui/button'
import { onBrandColor } from '@vitrina/ui/theme'
import { loginHref } from '../../lib/links.ts'
import type { PromotionPopup as Settings } from '../layout/frame-settings.ts'
import { PopupDialog } from './popup-dialog.tsx'
import * as styles from './popups.css.ts'

/**
 * The company's promotion popup (spec §3 promotion_popup): title, caption, image (floated beside the text or
 * above it) on the company's background, and a link to the promotion. With `is_get_promocode` the link offers
 * the promo code, which needs sign-in (spec §6), so a guest goes through the login page.
 */
export function PromotionPopup({
  popup,
  signedIn,
  onClose,
}: {
  popup: Settings
  signedIn: boolean
  onClose: () => void
}) {
  const style = popup.background
    ? { background: popup.background, color: onBrandColor(popup.background) }
    : {}
  const href = popup.href && popup.getPromocode && !signedIn ? loginHref(popup.href) : popup.href
  return (
    <PopupDialog titleId="promotion-popup-title" onClose={onClose} style={style}>
      {popup.image ? (
        <img src={popup.image} alt="" className={popup.floatImage ? styles.floated : styles.banner} />
      ) : null}
      <h2 id="promotion-popup-title" className={styles.title}>
        {popup.title}
      </h2>
      {popup.caption ? <p className={styles.text}>{popup.caption}</p> : null}
      {href ? (
        <p className={styles.actions}>
          <Link to={href} className={buttonClass()} onClick={onClose}>
            {popup.getPromocode ? <Trans>Get promo code</Trans> : <Trans>Learn more</Trans>}
          </Link>
        </p>
      ) : null}
    </PopupDialog>
  )
}
