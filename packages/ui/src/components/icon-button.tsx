import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react'
import * as styles from './button.css.ts'
import { type ButtonSize, type ButtonVariant, buttonClass } from './button.tsx'

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** What the button does ("Close", "Remove from cart"): the only name a screen reader gets. */
  label: string
  icon: ReactNode
  variant?: Exclude<ButtonVariant, 'link'>
  size?: ButtonSize
}

/** A square button showing only an icon; `label` names it (and shows as a tooltip). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={buttonClass({
        variant,
        size,
        className: `${styles.iconOnly[size]} ${className ?? ''}`.trim(),
      })}
      {...rest}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
    </button>
  )
})
