import { render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { expect, test } from 'vitest'
import { Notice, noticeClass } from './notice.tsx'

test('a danger notice is an alert, the others are status messages', () => {
  render(
    <>
      <Notice tone="danger">Check the fields</Notice>
      <Notice tone="success">Saved</Notice>
    </>,
  )
  expect(screen.getByRole('alert').textContent).toBe('Check the fields')
  expect(screen.getByRole('status').textContent).toBe('Saved')
})

test('a focusable notice takes focus from script but stays out of the Tab order', () => {
  const ref = createRef<HTMLDivElement>()
  render(
    <Notice ref={ref} focusable>
      Sent
    </Notice>,
  )
  expect(ref.current?.getAttribute('tabindex')).toBe('-1')
  ref.current?.focus()
  expect(document.activeElement).toBe(ref.current)
})

test('each tone has its own class, and the class helper gives the same one', () => {
  const { container } = render(<Notice tone="warning">Soon</Notice>)
  expect(container.firstElementChild?.className).toBe(noticeClass('warning'))
  expect(noticeClass('danger')).not.toBe(noticeClass('warning'))
})
