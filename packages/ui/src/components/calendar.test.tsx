import { fireEvent, render, screen } from '@testing-library/react'
import { calendarMonths } from '@vitrina/domain/calendar'
import { expect, test, vi } from 'vitest'
import { Calendar } from './calendar.tsx'
import { Disclosure } from './disclosure.tsx'

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const

function renderCalendar(onPick?: (date: string) => void, autoFocus = false) {
  const months = calendarMonths({
    today: new Date(Date.UTC(2026, 10, 24)),
    end: new Date(Date.UTC(2026, 11, 31)),
    selected: '2026-12-05',
    available: ['2026-11-28', '2026-12-05', '2026-12-09'],
  })
  return render(
    <form>
      <Calendar
        months={months}
        name="date"
        legend="Departure date"
        monthLabel={(m) => `${m.month}/${m.year}`}
        dayLabel={(d) => `${d.formatted}${d.holiday ? ', day off' : ''}`}
        weekdays={WEEKDAYS}
        onPick={onPick}
        autoFocus={autoFocus}
      />
    </form>,
  )
}

test('each month is a table with weekday headers; only the available days can be picked', () => {
  renderCalendar()
  expect(screen.getByRole('group', { name: 'Departure date' })).toBeTruthy()
  expect(screen.getAllByRole('table')).toHaveLength(2)
  expect(screen.getByRole('table', { name: '11/2026' })).toBeTruthy()
  const enabled = screen.getAllByRole('radio').filter((r) => !(r as HTMLInputElement).disabled)
  expect(enabled.map((r) => (r as HTMLInputElement).value)).toEqual([
    '2026-11-28',
    '2026-12-05',
    '2026-12-09',
  ])
})

test('the selected day is checked and weekends are named as days off', () => {
  renderCalendar()
  const saturday = screen.getByRole('radio', { name: '05.12.2026, day off' }) as HTMLInputElement
  expect(saturday.checked).toBe(true)
  expect(screen.getByRole('radio', { name: '09.12.2026' })).toBeTruthy()
})

test('picking a day reports its ISO date and posts it under the field name', () => {
  const onPick = vi.fn()
  const { container } = renderCalendar(onPick)
  fireEvent.click(screen.getByRole('radio', { name: '09.12.2026' }))
  expect(onPick).toHaveBeenCalledWith('2026-12-09')
  const form = container.querySelector('form') as HTMLFormElement
  expect(new FormData(form).get('date')).toBe('2026-12-09')
})

test('a disclosure shows its label and value in the summary and its controls inside', () => {
  render(
    <Disclosure label="Tourists" value="2 adults">
      <p>controls</p>
    </Disclosure>,
  )
  const summary = screen.getByText('2 adults').closest('summary')
  expect(summary?.textContent).toBe('Tourists2 adults')
  expect(screen.getByText('controls').closest('details')?.open).toBe(false)
})

test('a refused form focuses the chosen day as the page loads; otherwise nothing takes the focus', () => {
  const { unmount } = renderCalendar(undefined, true)
  expect((document.activeElement as HTMLInputElement | null)?.value).toBe('2026-12-05')
  unmount()
  renderCalendar()
  expect(document.activeElement?.tagName).not.toBe('INPUT')
})
