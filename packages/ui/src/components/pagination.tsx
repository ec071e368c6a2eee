import type { ReactNode } from 'react'
import * as styles from './pagination.css.ts'

export type PagerLink = { href: string; rel: 'prev' | 'next'; className: string; children: ReactNode }

/**
 * "Load previous" and "Load next" links around a "Page N of M" status, as a labelled navigation landmark.
 * They are links, not buttons: every page has its own URL, so paging works without JavaScript and can be
 * shared and indexed. Renders nothing when there is only one page. `renderLink` lets an app use its
 * router's link component.
 */
export function Pager({
  previousHref,
  nextHref,
  labels,
  renderLink = ({ children, ...props }) => <a {...props}>{children}</a>,
}: {
  previousHref: string | null
  nextHref: string | null
  /** nav: the landmark's name; status: e.g. "Page 2 of 5". */
  labels: { nav: string; previous: string; next: string; status: string }
  renderLink?: (link: PagerLink) => ReactNode
}) {
  if (previousHref === null && nextHref === null) return null
  return (
    <nav aria-label={labels.nav} className={styles.nav}>
      {previousHref === null
        ? null
        : renderLink({ href: previousHref, rel: 'prev', className: styles.link, children: labels.previous })}
      <p className={styles.status}>{labels.status}</p>
      {nextHref === null
        ? null
        : renderLink({ href: nextHref, rel: 'next', className: styles.link, children: labels.next })}
    </nav>
  )
}
