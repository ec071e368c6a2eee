import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { IconButton } from './icon-button.tsx'

test('an icon button is named by its label only; the icon is hidden from screen readers', () => {
  const onClick = vi.fn()
  render(<IconButton label="Remove from cart" icon={<svg data-testid="icon" />} onClick={onClick} />)
  const button = screen.getByRole('button', { name: 'Remove from cart' })
  expect(button.getAttribute('type')).toBe('button')
  expect(button.getAttribute('title')).toBe('Remove from cart')
  expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true')
  fireEvent.click(button)
  expect(onClick).toHaveBeenCalledOnce()
})

test('a disabled icon button ignores clicks; a submit one submits its form', () => {
  const onClick = vi.fn()
  render(
    <>
      <IconButton label="Close" icon="×" disabled onClick={onClick} />
      <IconButton label="Search" icon="🔍" type="submit" />
    </>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Close' }))
  expect(onClick).not.toHaveBeenCalled()
  expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit')
})
