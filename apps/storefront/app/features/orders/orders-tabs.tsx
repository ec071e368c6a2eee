import { useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import { TabLinks } from '@vitrina/ui/tab-links'

/** "Online orders" and "In-outlet purchases" (spec §5), when the company turns the tabs on. */
export function OrdersTabs({ show, current }: { show: boolean; current: 'orders' | 'purchases' }) {
  const { t } = useLingui()
  if (!show) return null
  return (
    <TabLinks
      label={t`Orders and purchases`}
      items={[
        { href: '/my/orders/', label: t`Online orders`, current: current === 'orders' },
        { href: '/my/purchases/', label: t`In-outlet purchases`, current: current === 'purchases' },
      ]}
      renderLink={({ href, className, current: isCurrent, children }) => (
        <Link to={href} className={className} aria-current={isCurrent ? 'page' : undefined}>
          {children}
        </Link>
      )}
    />
  )
}
