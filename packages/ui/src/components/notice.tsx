import { forwardRef, type ReactNode } from 'react'
import * as styles from './notice.css.ts'

export type NoticeTone = keyof typeof styles.tone

/** The class of a notice box, for elements a feature renders itself (a `<p role="alert">` of a form). */
export function noticeClass(tone: NoticeTone = 'info'): string {
  return styles.tone[tone]
}

/**
 * A message box in the page's flow: a form's error summary (`danger`, announced as an alert), a state the
 * shopper should know ("on approval", `info`), a done action (`success`). `focusable` lets a page move focus
 * to it after an action (spec: focus placed after every action), without putting it in the Tab order.
 */
export const Notice = forwardRef<
  HTMLDivElement,
  { tone?: NoticeTone; children: ReactNode; focusable?: boolean; id?: string; className?: string }
>(function Notice({ tone = 'info', children, focusable = false, id, className }, ref) {
  const role = tone === 'danger' ? 'alert' : 'status'
  return (
    <div
      ref={ref}
      id={id}
      role={role}
      tabIndex={focusable ? -1 : undefined}
      className={className ? `${styles.tone[tone]} ${className}` : styles.tone[tone]}
    >
      {children}
    </div>
  )
})
