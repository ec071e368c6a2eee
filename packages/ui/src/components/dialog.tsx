import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import * as styles from './dialog.css.ts'
import { IconButton } from './icon-button.tsx'

export type DialogPlacement = keyof typeof styles.placement

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), summary'

/** The elements Tab can reach inside `root`, in order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'))
}

export type DialogProps = {
  open: boolean
  /** Called on Esc, the close button, a backdrop click or `form method="dialog"`: the parent sets `open` false. */
  onClose: () => void
  /** The heading the dialog renders and is named by; or leave it out and name it by `labelledBy`. */
  title?: ReactNode
  /** The id of a heading inside `children` that names the dialog (a popup with its own layout). */
  labelledBy?: string
  /** The close button's name ("Close" in the shopper's language). */
  closeLabel: string
  children: ReactNode
  /** Actions row at the bottom (Cancel / Confirm). */
  footer?: ReactNode
  placement?: DialogPlacement
  /** A centred dialog's width: `md` for confirmations, `lg` for panels (the catalogue). */
  size?: keyof typeof styles.width
  className?: string
  /** Whether a click on the backdrop closes it (off for forms that would lose typed text). */
  dismissOnBackdrop?: boolean
  'data-testid'?: string
  /** Inline custom properties only (a popup's colours from settings); layout comes from `placement`. */
  style?: CSSProperties
}

/**
 * A modal dialog on the native `<dialog>`: `showModal` makes the page behind inert; Tab and Shift+Tab wrap
 * inside it (so focus never leaves for the browser's toolbar), Esc closes it, and on close focus goes back to
 * the element that opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  placement = 'center',
  size = 'md',
  className,
  dismissOnBackdrop = true,
  labelledBy,
  style,
  'data-testid': testId,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      const previous = opener.current
      if (previous?.isConnected) previous.focus({ preventScroll: true })
    }
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const items = focusableIn(event.currentTarget)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    // Esc closes natively (the cancel then close events); the click handler only catches backdrop clicks.
    <dialog
      ref={ref}
      className={[styles.placement[placement], placement === 'center' ? styles.width[size] : '', className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={labelledBy ?? titleId}
      style={style}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault()
        close.current()
      }}
      onClose={() => {
        if (open) close.current()
      }}
      onClick={(event) => {
        if (!dismissOnBackdrop || event.target !== event.currentTarget) return
        // A click on the <dialog> itself outside its box is on the backdrop.
        const box = event.currentTarget.getBoundingClientRect()
        const { clientX: x, clientY: y } = event
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) close.current()
      }}
    >
      {open ? (
        <>
          <div className={labelledBy ? styles.closeOnly : styles.head}>
            {labelledBy ? null : (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            )}
            <IconButton label={closeLabel} icon="×" size="sm" onClick={() => close.current()} />
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  )
}
