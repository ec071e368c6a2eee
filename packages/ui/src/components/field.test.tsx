import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { Checkbox } from './checkbox.tsx'
import { Radio, RadioGroup } from './radio.tsx'
import { Select } from './select.tsx'
import { Switch } from './switch.tsx'
import { TextArea } from './text-area.tsx'
import { TextField } from './text-field.tsx'

test('a text field is labelled and describes itself by its hint', () => {
  render(<TextField label="Phone" hint="We send a code by SMS" name="phone" type="tel" />)
  const input = screen.getByLabelText('Phone')
  expect(input.getAttribute('type')).toBe('tel')
  expect(input.getAttribute('aria-invalid')).toBeNull()
  const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '')
  expect(hint?.textContent).toBe('We send a code by SMS')
})

test('an error marks the field invalid and is read before the hint', () => {
  render(
    <TextField
      label="Phone"
      hint="Hint"
      error="Enter a phone number"
      defaultValue="12"
      id="phone"
      required
    />,
  )
  const input = screen.getByLabelText(/Phone/)
  expect(input.getAttribute('aria-invalid')).toBe('true')
  expect(input.getAttribute('aria-describedby')).toBe('phone-error phone-hint')
  expect(document.getElementById('phone-error')?.textContent).toBe('Enter a phone number')
  expect((input as HTMLInputElement).required).toBe(true)
  // Typed text stays when there is an error.
  expect((input as HTMLInputElement).value).toBe('12')
})

test('a disabled field stays labelled', () => {
  render(<TextField label="Email" disabled />)
  expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true)
})

test('a text area and a select share the field base', () => {
  render(
    <>
      <TextArea label="Comment" error="Too long" id="comment" />
      <Select
        label="City"
        placeholder="Choose a city"
        options={[
          { value: 'msk', label: 'Moscow' },
          { value: 'spb', label: 'St Petersburg' },
        ]}
        defaultValue="spb"
      />
    </>,
  )
  expect(screen.getByLabelText('Comment').tagName).toBe('TEXTAREA')
  expect(screen.getByLabelText('Comment').getAttribute('aria-invalid')).toBe('true')
  const select = screen.getByLabelText('City') as HTMLSelectElement
  expect(select.value).toBe('spb')
  expect([...select.options].map((option) => option.text)).toEqual([
    'Choose a city',
    'Moscow',
    'St Petersburg',
  ])
})

test('checkbox, switch and radios are labelled by their text, with errors wired', () => {
  render(
    <>
      <Checkbox label="Save my details" name="save" error="Required" id="save" />
      <Switch label="Pay with bonuses" name="bonuses" defaultChecked />
      <RadioGroup legend="Payment" error="Choose a payment method" id="payment">
        <Radio label="Card" name="pay" value="card" />
        <Radio label="Cash" name="pay" value="cash" disabled />
      </RadioGroup>
    </>,
  )
  const checkbox = screen.getByRole('checkbox', { name: 'Save my details' })
  expect(checkbox.getAttribute('aria-invalid')).toBe('true')
  expect(checkbox.getAttribute('aria-describedby')).toBe('save-error')
  const toggle = screen.getByRole('switch', { name: 'Pay with bonuses' }) as HTMLInputElement
  expect(toggle.checked).toBe(true)
  expect(toggle.type).toBe('checkbox')
  const group = screen.getByRole('group', { name: 'Payment' })
  expect(group.getAttribute('aria-invalid')).toBe('true')
  expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Choose a payment method',
  )
  expect((screen.getByRole('radio', { name: 'Cash' }) as HTMLInputElement).disabled).toBe(true)
})

test('a hidden label still names the control', () => {
  render(<TextField label="Quantity of Tent" labelHidden defaultValue="2" type="number" />)
  const input = screen.getByRole('spinbutton', { name: 'Quantity of Tent' })
  expect(document.querySelector(`label[for="${input.id}"]`)?.className).not.toBe('')
})
