import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { Breadcrumbs } from './breadcrumbs.tsx'

const items = [
  { label: 'Catalogue', href: '/catalog/' },
  { label: 'Clothes', href: '/catalog/clothes/' },
  { label: 'Down jacket', href: '/catalog/products/down-jacket/' },
]

test('breadcrumbs are a labelled navigation list; the last crumb is the current page, not a link', () => {
  render(<Breadcrumbs items={items} label="Breadcrumbs" />)
  const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' })
  const links = within(nav).getAllByRole('link')
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/catalog/', '/catalog/clothes/'])
  const current = within(nav).getByText('Down jacket')
  expect(current.tagName).toBe('SPAN')
  expect(current.getAttribute('aria-current')).toBe('page')
  expect(within(nav).getAllByRole('listitem')).toHaveLength(3)
})

test('an app passes its router link for the crumbs', () => {
  render(
    <Breadcrumbs
      items={items}
      label="Breadcrumbs"
      renderLink={(crumb) => (
        <a href={crumb.href} data-router="yes">
          {crumb.label}
        </a>
      )}
    />,
  )
  expect(screen.getByRole('link', { name: 'Clothes' }).dataset.router).toBe('yes')
})
