import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react'
import * as styles from './tabs.css.ts'

/**
 * A segmented control: a fieldset of toggle buttons, one pressed (`aria-pressed`). Each segment is a real
 * button, so it can be a submit button (`name`/`value`) that switches the choice without JavaScript, as the
 * checkout's delivery method does.
 */
export function Segmented({
  legend,
  children,
  className,
}: {
  legend: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <fieldset className={[styles.segmented, className].filter(Boolean).join(' ')}>
      <legend className={styles.segmentedLegend}>{legend}</legend>
      {children}
    </fieldset>
  )
}

export const Segment = forwardRef<
  HTMLButtonElement,
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-pressed'> & { pressed: boolean }
>(function Segment({ pressed, className, type = 'button', ...rest }, ref) {
  return (
    <button
      ref={ref}
      type={type}
      aria-pressed={pressed}
      className={[styles.segment, className].filter(Boolean).join(' ')}
      {...rest}
    />
  )
})
