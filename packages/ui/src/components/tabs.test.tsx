import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { Segment, Segmented } from './segmented.tsx'
import { TabLinks } from './tab-links.tsx'
import { Tabs } from './tabs.tsx'

const items = [
  { id: 'description', label: 'Description', panel: <p>Warm and light.</p> },
  { id: 'specs', label: 'Specifications', panel: <p>800 g</p> },
  { id: 'reviews', label: 'Reviews', panel: <p>No reviews yet</p>, disabled: true },
]

test('tabs follow the WAI-ARIA pattern: one selected tab in the Tab order, each controls its panel', () => {
  render(<Tabs label="Product" items={items} />)
  expect(screen.getByRole('tablist', { name: 'Product' })).toBeTruthy()
  const [first, second] = screen.getAllByRole('tab')
  expect(first?.getAttribute('aria-selected')).toBe('true')
  expect(first?.tabIndex).toBe(0)
  expect(second?.tabIndex).toBe(-1)
  const panel = document.getElementById(first?.getAttribute('aria-controls') ?? '')
  expect(panel?.getAttribute('role')).toBe('tabpanel')
  expect(panel?.getAttribute('aria-labelledby')).toBe(first?.id)
  expect(panel?.hidden).toBe(false)
  expect(screen.getByText('800 g').parentElement?.hidden).toBe(true)
})

test('arrows move and select, skipping disabled tabs and wrapping; Home and End jump', () => {
  const onSelect = vi.fn()
  render(<Tabs label="Product" items={items} onSelect={onSelect} />)
  const description = screen.getByRole('tab', { name: 'Description' })
  const specs = screen.getByRole('tab', { name: 'Specifications' })
  description.focus()
  fireEvent.keyDown(description, { key: 'ArrowRight' })
  expect(document.activeElement).toBe(specs)
  expect(specs.getAttribute('aria-selected')).toBe('true')
  expect(onSelect).toHaveBeenLastCalledWith('specs')
  fireEvent.keyDown(specs, { key: 'ArrowRight' })
  expect(document.activeElement).toBe(description)
  fireEvent.keyDown(description, { key: 'End' })
  expect(document.activeElement).toBe(specs)
  fireEvent.keyDown(specs, { key: 'Home' })
  expect(document.activeElement).toBe(description)
  expect(screen.getByText('Warm and light.').parentElement?.hidden).toBe(false)
})

test('a click selects; a controlled tab set shows the parent’s choice', () => {
  const { rerender } = render(<Tabs label="Product" items={items} selected="specs" />)
  expect(screen.getByRole('tab', { name: 'Specifications' }).getAttribute('aria-selected')).toBe('true')
  rerender(<Tabs label="Product" items={items} />)
  fireEvent.click(screen.getByRole('tab', { name: 'Specifications' }))
  expect(screen.getByText('800 g').parentElement?.hidden).toBe(false)
})

test('tab links are a navigation with the current page marked', () => {
  render(
    <TabLinks
      label="Orders and purchases"
      items={[
        { href: '/my/orders/', label: 'Online orders', current: true },
        { href: '/my/purchases/', label: 'In-outlet purchases', current: false },
      ]}
    />,
  )
  expect(screen.getByRole('navigation', { name: 'Orders and purchases' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Online orders' }).getAttribute('aria-current')).toBe('page')
  expect(screen.getByRole('link', { name: 'In-outlet purchases' }).getAttribute('aria-current')).toBeNull()
})

test('a segmented control is a group of toggle buttons that can submit', () => {
  render(
    <Segmented legend="Delivery method">
      <Segment pressed type="submit" name="intent" value="delivery:courier">
        Courier
      </Segment>
      <Segment pressed={false}>Pickup</Segment>
    </Segmented>,
  )
  expect(screen.getByRole('group', { name: 'Delivery method' })).toBeTruthy()
  const courier = screen.getByRole('button', { name: 'Courier', pressed: true })
  expect(courier.getAttribute('type')).toBe('submit')
  expect(screen.getByRole('button', { name: 'Pickup', pressed: false }).getAttribute('type')).toBe('button')
})
