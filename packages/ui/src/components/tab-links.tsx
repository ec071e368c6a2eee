import type { ReactNode } from 'react'
import * as styles from './tabs.css.ts'

export type TabLink = { href: string; label: ReactNode; current: boolean }

/**
 * Tabs that are pages (My orders / In-outlet purchases): a labelled `nav` of links, the current one
 * `aria-current="page"`. Not ARIA tabs, because each is a navigation that works without JavaScript.
 */
export function TabLinks({
  label,
  items,
  renderLink = ({ href, className, current, children }) => (
    <a href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  ),
  className,
}: {
  label: string
  items: readonly TabLink[]
  renderLink?: (link: { href: string; className: string; current: boolean; children: ReactNode }) => ReactNode
  className?: string
}) {
  return (
    <nav aria-label={label} className={[styles.list, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <span key={item.href}>
          {renderLink({
            href: item.href,
            className: styles.tab,
            current: item.current,
            children: item.label,
          })}
        </span>
      ))}
    </nav>
  )
}
