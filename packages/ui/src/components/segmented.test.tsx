import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { Segment, Segmented } from './segmented.tsx'

test('a segmented control is a fieldset named by its legend, with one pressed segment', () => {
  render(
    <form>
      <Segmented legend="Delivery">
        <Segment pressed name="method" value="courier" type="submit">
          Courier
        </Segment>
        <Segment pressed={false} name="method" value="pickup" type="submit">
          Pickup
        </Segment>
      </Segmented>
    </form>,
  )
  const group = screen.getByRole('group', { name: 'Delivery' })
  const courier = within(group).getByRole('button', { name: 'Courier' })
  const pickup = within(group).getByRole('button', { name: 'Pickup' })
  expect(courier.getAttribute('aria-pressed')).toBe('true')
  expect(pickup.getAttribute('aria-pressed')).toBe('false')
  // Each segment submits its choice without JavaScript.
  expect(pickup.getAttribute('type')).toBe('submit')
  expect(pickup.getAttribute('value')).toBe('pickup')
})
