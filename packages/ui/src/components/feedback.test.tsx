import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { Badge } from './badge.tsx'
import { EmptyState } from './empty-state.tsx'
import { Skeleton, SkeletonGroup } from './skeleton.tsx'
import { Toast, ToastRegion } from './toast.tsx'

test('a toast is a polite status; an error toast is an alert; dismiss is a named button', () => {
  const onDismiss = vi.fn()
  render(
    <ToastRegion label="Notifications">
      <Toast
        tone="success"
        onDismiss={onDismiss}
        dismissLabel="Dismiss"
        action={<a href="/cart/">Go to cart</a>}
      >
        Added to cart
      </Toast>
      <Toast tone="error">Could not add</Toast>
    </ToastRegion>,
  )
  expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy()
  expect(screen.getByRole('status').textContent).toContain('Added to cart')
  expect(screen.getByRole('alert').textContent).toBe('Could not add')
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
  expect(onDismiss).toHaveBeenCalledOnce()
  expect(screen.getByRole('link', { name: 'Go to cart' })).toBeTruthy()
})

test('a badge shows its text, or a terse text with a full name', () => {
  render(
    <>
      <Badge tone="danger">−20 %</Badge>
      <Badge tone="brand" label="3 items in the cart">
        3
      </Badge>
    </>,
  )
  expect(screen.getByText('−20 %')).toBeTruthy()
  expect(screen.getByRole('img', { name: '3 items in the cart' }).textContent).toBe('3')
})

test('skeletons are hidden from screen readers; their group announces loading', () => {
  const { container } = render(
    <SkeletonGroup label="Loading reviews">
      <Skeleton height="12rem" />
      <Skeleton lines={3} />
    </SkeletonGroup>,
  )
  const group = screen.getByRole('status', { name: 'Loading reviews' })
  expect(group.getAttribute('aria-busy')).toBe('true')
  const hidden = container.querySelectorAll('[aria-hidden="true"]')
  expect(hidden).toHaveLength(2)
  expect(hidden[1]?.children).toHaveLength(3)
  expect((hidden[1]?.children[2] as HTMLElement | undefined)?.style.width).toBe('60%')
})

test('an empty state has a heading at the given level, its text and the way on', () => {
  render(
    <EmptyState
      title="Your cart is empty"
      headingLevel={1}
      action={<a href="/catalog/">Go to the catalogue</a>}
    >
      Add something you like.
    </EmptyState>,
  )
  expect(screen.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeTruthy()
  expect(screen.getByText('Add something you like.')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Go to the catalogue' })).toBeTruthy()
})
