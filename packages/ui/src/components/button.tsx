import { type ButtonHTMLAttributes, forwardRef, type MouseEvent, type ReactNode } from 'react'
import * as styles from './button.css.ts'
import { visuallyHidden } from './focus.css.ts'

export type ButtonVariant = keyof typeof styles.variant
export type ButtonSize = keyof typeof styles.size

/**
 * The class names of a button, for elements that must look like one but are not `<button>`: a router link
 * to checkout, a `<label>` that opens a file picker.
 */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: {
  variant?: ButtonVariant
  size?: ButtonSize
  block?: boolean
  className?: string | undefined
} = {}): string {
  return [
    styles.variant[variant],
    variant === 'link' ? styles.linkSize[size] : styles.size[size],
    block ? styles.block : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ')
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Full width of its container (phones' primary actions). */
  block?: boolean
  /** An icon before the text (decorative: the text names the action). */
  icon?: ReactNode
  iconEnd?: ReactNode
  /**
   * The action is running: the button shows a spinner, says `pendingLabel` to screen readers and ignores
   * clicks, but stays focusable so focus is not lost mid-action (a disabled button drops focus).
   */
  pending?: boolean
  pendingLabel?: string
}

/** A button in one of four looks (primary, secondary, ghost, link, plus danger) and three sizes. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    block = false,
    icon,
    iconEnd,
    pending = false,
    pendingLabel,
    className,
    type = 'button',
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const guardedClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ variant, size, block, className })}
      aria-busy={pending || undefined}
      aria-disabled={pending || rest['aria-disabled'] || undefined}
      onClick={guardedClick}
      {...rest}
    >
      {pending ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
      {pending && pendingLabel ? <span className={visuallyHidden}>{pendingLabel}</span> : null}
      {iconEnd ? (
        <span className={styles.icon} aria-hidden="true">
          {iconEnd}
        </span>
      ) : null}
    </button>
  )
})
