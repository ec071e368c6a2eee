import { useLingui } from '@lingui/react/macro'
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react'
import { pageScrollLock } from '../layout/scroll-lock.ts'
import * as styles from './popups.css.ts'

/**
 * A modal popup (as the catalogue panel): `showModal` makes the page inert and puts focus on the close button,
 * Esc or a click on the backdrop closes it, page scroll is locked meanwhile, and focus goes back to where it
 * was. Mount it to open it; the parent unmounts it on `onClose`.
 */
export function PopupDialog({
  titleId,
  onClose,
  style,
  children,
}: {
  titleId: string
  onClose: () => void
  style?: CSSProperties
  children: ReactNode
}) {
  const { t } = useLingui()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    element.showModal()
    const unlock = pageScrollLock().lock()
    return () => {
      unlock()
      if (element.open) element.close()
      if (previous?.isConnected) previous.focus({ preventScroll: true })
    }
  }, [])
  return (
    // The click handler only catches clicks on the backdrop (the dialog element itself); keys go to Esc.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Esc closes the dialog natively (the cancel event).
    <dialog
      ref={dialog}
      className={styles.dialog}
      style={style}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element outside its box is on the backdrop (its padding is inside the box).
        const box = event.currentTarget.getBoundingClientRect()
        const { clientX: x, clientY: y } = event
        const outside = x < box.left || x > box.right || y < box.top || y > box.bottom
        if (event.target === event.currentTarget && outside) onClose()
      }}
    >
      <button type="button" className={styles.close} aria-label={t`Close`} onClick={onClose}>
        ×
      </button>
      {children}
    </dialog>
  )
}
