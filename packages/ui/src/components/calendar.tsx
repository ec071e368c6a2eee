import type { CalendarDay, CalendarMonth } from '@vitrina/domain/calendar'
import type { ReactNode } from 'react'
import * as styles from './calendar.css.ts'

export type CalendarProps = {
  /** The months to show, from `calendarMonths()` of `@vitrina/domain/calendar` (spec §9: 6 months ahead). */
  months: readonly CalendarMonth[]
  /** The form field the picked ISO date is sent as. */
  name: string
  legend: ReactNode
  /** The month's caption ("December 2026"), in the shopper's language. */
  monthLabel: (month: CalendarMonth) => string
  /** What a screen reader says for a day ("Saturday, 12 December 2026, day off"). */
  dayLabel: (day: CalendarDay) => string
  /** The short weekday names, Monday first. */
  weekdays: readonly [string, string, string, string, string, string, string]
  /** Called with the ISO date when the shopper picks a day (the form still posts it without JavaScript). */
  onPick?: (date: string) => void
  /** Required in the form (a search needs a date). */
  required?: boolean
  /** The chosen day takes the focus as the page loads (a form refused this field). */
  autoFocus?: boolean
}

/**
 * A month-grid date picker made of one radio group: each pickable day is a radio button, so it posts with a
 * plain form and the arrow keys move between days without any script. Days that cannot be picked are disabled;
 * weekends are marked (visually, and in the day's name). Months are tables with the weekday header row.
 */
export function Calendar({
  months,
  name,
  legend,
  monthLabel,
  dayLabel,
  weekdays,
  onPick,
  required,
  autoFocus = false,
}: CalendarProps) {
  return (
    <fieldset className={styles.calendar}>
      <legend className={styles.legend}>{legend}</legend>
      {months.map((month) => (
        <table key={month.key} className={styles.month}>
          <caption className={styles.caption}>{monthLabel(month)}</caption>
          <thead>
            <tr>
              {weekdays.map((weekday, index) => (
                <th key={weekday} scope="col" className={index >= 5 ? styles.weekendHeader : styles.weekday}>
                  {weekday}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {month.weeks.map((week) => (
              <tr key={`${month.key}-${week.find(Boolean)?.date}`}>
                {week.map((day, index) => (
                  <td key={day?.date ?? `empty-${index}`} className={styles.cell}>
                    {day ? (
                      <CalendarCell
                        day={day}
                        name={name}
                        label={dayLabel(day)}
                        onPick={onPick}
                        required={required}
                        autoFocus={autoFocus && day.selected && day.active}
                      />
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </fieldset>
  )
}

function CalendarCell({
  day,
  name,
  label,
  onPick,
  required,
  autoFocus,
}: {
  day: CalendarDay
  name: string
  label: string
  onPick: ((date: string) => void) | undefined
  required: boolean | undefined
  autoFocus: boolean
}) {
  const id = `${name}-${day.date}`
  return (
    <>
      <input
        type="radio"
        id={id}
        name={name}
        value={day.date}
        className={styles.input}
        disabled={!day.active}
        defaultChecked={day.selected}
        required={required}
        // biome-ignore lint/a11y/noAutofocus: a refused form (a page load, without JavaScript too) focuses the chosen day it refused; the one way to place focus then
        autoFocus={autoFocus}
        aria-label={label}
        onChange={onPick ? () => onPick(day.date) : undefined}
      />
      <label
        htmlFor={id}
        className={[styles.day, day.holiday ? styles.weekend : ''].filter(Boolean).join(' ')}
      >
        <span aria-hidden="true">{day.day}</span>
      </label>
    </>
  )
}
