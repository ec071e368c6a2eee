import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { Dialog } from './dialog.tsx'
import { Sheet } from './sheet.tsx'

function Harness({ sheet = false, onClose = () => {} }: { sheet?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  const Component = sheet ? Sheet : Dialog
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel order
      </button>
      <Component
        open={open}
        onClose={() => {
          onClose()
          setOpen(false)
        }}
        title="Cancel the order?"
        closeLabel="Close"
        footer={<button type="button">Yes, cancel</button>}
      >
        <input aria-label="Reason" />
      </Component>
    </>
  )
}

test('opening shows a labelled modal dialog; closing restores focus to the opener', () => {
  render(<Harness />)
  const opener = screen.getByRole('button', { name: 'Cancel order' })
  opener.focus()
  fireEvent.click(opener)
  const dialog = screen.getByRole('dialog', { name: 'Cancel the order?' }) as HTMLDialogElement
  expect(dialog.open).toBe(true)
  fireEvent.click(screen.getByRole('button', { name: 'Close' }))
  expect(dialog.open).toBe(false)
  expect(document.activeElement).toBe(opener)
})

test('Tab and Shift+Tab wrap inside the dialog', () => {
  render(<Harness />)
  fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
  const dialog = screen.getByRole('dialog')
  const close = screen.getByRole('button', { name: 'Close' })
  const last = screen.getByRole('button', { name: 'Yes, cancel' })
  last.focus()
  fireEvent.keyDown(dialog, { key: 'Tab' })
  expect(document.activeElement).toBe(close)
  fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
  expect(document.activeElement).toBe(last)
})

test('Esc (the cancel event) closes it through onClose', () => {
  const onClose = vi.fn()
  render(<Harness onClose={onClose} />)
  fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
  const dialog = screen.getByRole('dialog') as HTMLDialogElement
  fireEvent(dialog, new Event('cancel', { cancelable: true }))
  expect(onClose).toHaveBeenCalledOnce()
  expect(dialog.open).toBe(false)
})

test('a sheet is the same dialog at an edge of the screen', () => {
  render(<Harness sheet />)
  fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
  const sheet = screen.getByRole('dialog', { name: 'Cancel the order?' }) as HTMLDialogElement
  expect(sheet.open).toBe(true)
  expect(screen.getByRole('textbox', { name: 'Reason' })).toBeTruthy()
})

test('a dialog may be named by a heading of its own content', () => {
  render(
    <Dialog open onClose={() => {}} labelledBy="promo-title" closeLabel="Close">
      <h2 id="promo-title">Summer sale</h2>
    </Dialog>,
  )
  expect(screen.getByRole('dialog', { name: 'Summer sale' })).toBeTruthy()
  expect(screen.getAllByRole('heading')).toHaveLength(1)
})
