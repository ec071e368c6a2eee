import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { Price } from './price.tsx'

/** Intl puts narrow no-break spaces in Russian numbers: compare with plain spaces. */
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s/g, ' ')

test('a price is formatted for the locale and currency, with the old price crossed out when higher', () => {
  const { container } = render(<Price amount="6831.00" oldAmount="7990.00" currency="RUB" locale="ru" />)
  expect(text(container)).toMatch(/^6 831 ₽\s*7 990 ₽$/)
  const old = container.querySelector('del')
  expect(text(old)).toBe('7 990 ₽')
})

test('an old price that is not higher is left out (no false discount)', () => {
  const { container } = render(<Price amount="129.00" oldAmount="129.00" currency="USD" locale="en" />)
  expect(container.querySelector('del')).toBeNull()
  expect(text(container)).toBe('$129')
})

test('no amount shows the missing label instead of a zero', () => {
  render(<Price amount={null} currency="USD" locale="en" missingLabel="Price on request" />)
  expect(screen.getByText('Price on request')).toBeTruthy()
})
