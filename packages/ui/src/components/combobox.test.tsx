import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { Combobox, type ComboboxOption } from './combobox.tsx'

const streets: ComboboxOption[] = [
  { id: '1', label: 'Tverskaya st', hint: 'Moscow' },
  { id: '2', label: 'Tverskoy blvd', hint: 'Moscow' },
]

function Harness({ onPick = () => {} }: { onPick?: (option: ComboboxOption) => void }) {
  const [value, setValue] = useState('')
  const options = value.length >= 3 && !streets.some((street) => street.label === value) ? streets : []
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Combobox
        label="Street"
        name="street"
        value={value}
        onValueChange={setValue}
        options={options}
        onPick={(option) => {
          setValue(option.label)
          onPick(option)
        }}
        listLabel="Address suggestions"
        countLabel={(count) => `${count} suggestions`}
      />
    </form>
  )
}

test('the input is a combobox that controls a listbox anchored in the same box', () => {
  render(<Harness />)
  const input = screen.getByRole('combobox', { name: 'Street' })
  expect(input.getAttribute('aria-autocomplete')).toBe('list')
  expect(input.getAttribute('aria-expanded')).toBe('false')
  fireEvent.change(input, { target: { value: 'Tve' } })
  expect(input.getAttribute('aria-expanded')).toBe('true')
  const list = screen.getByRole('listbox', { name: 'Address suggestions' })
  expect(input.getAttribute('aria-controls')).toBe(list.id)
  // The list is positioned from the input's own wrapper, right under it.
  expect(list.parentElement).toBe(input.parentElement)
  expect(screen.getAllByRole('option')).toHaveLength(2)
  expect(screen.getByRole('status').textContent).toBe('2 suggestions')
})

test('arrows move the active option without moving focus; Enter picks it and keeps focus', () => {
  const onPick = vi.fn()
  render(<Harness onPick={onPick} />)
  const input = screen.getByRole('combobox')
  input.focus()
  fireEvent.change(input, { target: { value: 'Tve' } })
  fireEvent.keyDown(input, { key: 'ArrowDown' })
  const [first, second] = screen.getAllByRole('option')
  expect(input.getAttribute('aria-activedescendant')).toBe(first?.id)
  expect(first?.getAttribute('aria-selected')).toBe('true')
  fireEvent.keyDown(input, { key: 'ArrowDown' })
  expect(input.getAttribute('aria-activedescendant')).toBe(second?.id)
  fireEvent.keyDown(input, { key: 'ArrowDown' })
  expect(input.getAttribute('aria-activedescendant')).toBe(first?.id)
  fireEvent.keyDown(input, { key: 'ArrowUp' })
  expect(input.getAttribute('aria-activedescendant')).toBe(second?.id)
  fireEvent.keyDown(input, { key: 'Enter' })
  expect(onPick).toHaveBeenCalledWith(streets[1])
  expect((input as HTMLInputElement).value).toBe('Tverskoy blvd')
  expect(input.getAttribute('aria-expanded')).toBe('false')
  expect(document.activeElement).toBe(input)
})

test('Esc closes the list; a click picks an option', () => {
  const onPick = vi.fn()
  render(<Harness onPick={onPick} />)
  const input = screen.getByRole('combobox')
  fireEvent.change(input, { target: { value: 'Tver' } })
  fireEvent.keyDown(input, { key: 'Escape' })
  expect(input.getAttribute('aria-expanded')).toBe('false')
  expect(screen.getByRole('status').textContent).toBe('')
  fireEvent.keyDown(input, { key: 'ArrowDown' })
  expect(input.getAttribute('aria-expanded')).toBe('true')
  fireEvent.click(screen.getByRole('option', { name: /Tverskaya st/ }))
  expect(onPick).toHaveBeenCalledWith(streets[0])
})

test('an error is wired to the combobox', () => {
  render(
    <Combobox
      id="street"
      label="Street"
      value=""
      onValueChange={() => {}}
      options={[]}
      onPick={() => {}}
      listLabel="Suggestions"
      countLabel={String}
      error="This field is required"
    />,
  )
  const input = screen.getByRole('combobox', { name: 'Street' })
  expect(input.getAttribute('aria-invalid')).toBe('true')
  expect(input.getAttribute('aria-describedby')).toBe('street-error')
})
