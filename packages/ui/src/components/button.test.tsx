import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { Button, buttonClass } from './button.tsx'
import { IconButton } from './icon-button.tsx'

test('a button is type="button" unless it submits, and clicks reach the handler', () => {
  const onClick = vi.fn()
  render(<Button onClick={onClick}>Add to cart</Button>)
  const button = screen.getByRole('button', { name: 'Add to cart' })
  expect(button.getAttribute('type')).toBe('button')
  fireEvent.click(button)
  expect(onClick).toHaveBeenCalledOnce()
})

test('each variant and size has its own class', () => {
  const classes = new Set(
    (['primary', 'secondary', 'ghost', 'link', 'danger'] as const).map((variant) => buttonClass({ variant })),
  )
  expect(classes.size).toBe(5)
  expect(buttonClass({ size: 'sm' })).not.toBe(buttonClass({ size: 'lg' }))
  expect(buttonClass({ block: true, className: 'extra' })).toMatch(/ extra$/)
})

test('a pending button is busy, says so, ignores clicks and keeps focus', () => {
  const onClick = vi.fn()
  render(
    <Button pending pendingLabel="Adding…" onClick={onClick}>
      Add to cart
    </Button>,
  )
  const button = screen.getByRole('button', { name: /Add to cart/ })
  expect(button.getAttribute('aria-busy')).toBe('true')
  expect(button.getAttribute('aria-disabled')).toBe('true')
  expect(button.hasAttribute('disabled')).toBe(false)
  expect(button.textContent).toContain('Adding…')
  button.focus()
  fireEvent.click(button)
  expect(onClick).not.toHaveBeenCalled()
  expect(document.activeElement).toBe(button)
})

test('a pending submit button does not submit the form', () => {
  const onSubmit = vi.fn((event: Event) => event.preventDefault())
  render(
    <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
      <Button type="submit" pending>
        Pay
      </Button>
    </form>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }))
  expect(onSubmit).not.toHaveBeenCalled()
})

test('a disabled button is disabled; icons are hidden from screen readers', () => {
  render(
    <Button disabled icon={<svg data-testid="icon" />}>
      Save
    </Button>,
  )
  const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
  expect(button.disabled).toBe(true)
  expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true')
})

test('an icon button is named by its label', () => {
  render(<IconButton label="Close" icon="×" />)
  const button = screen.getByRole('button', { name: 'Close' })
  expect(button.getAttribute('title')).toBe('Close')
  expect(button.getAttribute('type')).toBe('button')
})
