import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { TabLinks } from './tab-links.tsx'

test('tab links are a labelled navigation of links; the current page is marked', () => {
  render(
    <TabLinks
      label="Order kinds"
      items={[
        { href: '/my/orders/', label: 'Orders', current: true },
        { href: '/my/purchases/', label: 'In-outlet purchases', current: false },
      ]}
    />,
  )
  const nav = screen.getByRole('navigation', { name: 'Order kinds' })
  expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page')
  expect(
    within(nav).getByRole('link', { name: 'In-outlet purchases' }).getAttribute('aria-current'),
  ).toBeNull()
  // Pages, not ARIA tabs: no tab roles that would promise arrow-key behaviour.
  expect(within(nav).queryAllByRole('tab')).toHaveLength(0)
})
