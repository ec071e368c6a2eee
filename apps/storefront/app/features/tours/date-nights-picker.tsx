import { useLingui } from '@lingui/react/macro'
import { calendarMonths } from '@vitrina/domain/calendar'
import type { Locale } from '@vitrina/domain/locale'
import { nightsText } from '@vitrina/domain/plural'
import { Calendar } from '@vitrina/ui/calendar'
import { Disclosure } from '@vitrina/ui/disclosure'
import { Radio } from '@vitrina/ui/radio'
import { Select } from '@vitrina/ui/select'
import { useMemo, useState } from 'react'
import { dateInWords, dayInWords, monthInWords, weekdayNames } from './tour-words.ts'
import * as styles from './tours.css.ts'

export type DateNightsPickerProps = {
  /** The shop's calendar date, ISO; the calendar opens here and runs 6 months ahead (spec §9). */
  today: string
  /** The last day that can be picked, ISO; 6 months after today when missing. */
  end?: string | undefined
  /** Days that can be picked (a tour's departures); every day of the span when missing. */
  available?: readonly string[] | undefined
  date: string | null
  /** The latest departure of a range (`allowRange`); null for one day. */
  dateTo?: string | null | undefined
  nightsFrom: number
  nightsTo: number
  /** The night counts on offer, ascending. */
  nightOptions: readonly number[]
  locale: Locale
  names?: { date: string; dateTo?: string; nightsFrom: string; nightsTo: string }
  /** One night count (a room for a stay) rather than a range (a search); posted as `nights`. */
  singleNights?: boolean
  /** Offers "Any date" before the calendar (the search form); a booking needs a day. */
  allowAnyDate?: boolean
  /**
   * Offers a latest departure day (posted as `date_to`, "Only that day" by default), so a search can ask for
   * any departure between two days (the codec's `dates=from..to`).
   */
  allowRange?: boolean
  onChange?: (value: PickedStay) => void
  /** Shown open (a refused search names something inside). */
  open?: boolean
  /** The wrong input that takes the focus as the page loads (a refused search, without a script too). */
  focus?: 'date' | 'dateTo' | 'nights' | null
}

type PickedStay = { date: string | null; dateTo: string | null; nightsFrom: number; nightsTo: number }

/**
 * When and for how long: a departure day on the domain calendar (6 months ahead, weekends marked) and a range of
 * nights. A native disclosure and radio buttons, so it works in a GET form without JavaScript; the summary line
 * ("5 December 2026 · 7–10 nights") follows the choice when the script runs.
 */
export function DateNightsPicker(props: DateNightsPickerProps) {
  const { t } = useLingui()
  const { locale, nightOptions } = props
  const names = props.names ?? { date: 'date_from', nightsFrom: 'nights_min', nightsTo: 'nights_max' }
  const [value, setValue] = useState<PickedStay>({
    date: props.date,
    dateTo: props.dateTo ?? null,
    nightsFrom: props.nightsFrom,
    nightsTo: props.nightsTo,
  })
  const update = (next: PickedStay) => {
    setValue(next)
    props.onChange?.(next)
  }
  const months = useMemo(
    () =>
      calendarMonths({
        today: new Date(`${props.today}T00:00:00Z`),
        end: props.end ? new Date(`${props.end}T00:00:00Z`) : undefined,
        selected: props.date ?? undefined,
        available: props.available,
      }),
    [props.today, props.end, props.date, props.available],
  )
  const monthsTo = useMemo(
    () =>
      props.allowRange
        ? calendarMonths({
            today: new Date(`${props.today}T00:00:00Z`),
            end: props.end ? new Date(`${props.end}T00:00:00Z`) : undefined,
            selected: props.dateTo ?? undefined,
            available: props.available,
          })
        : [],
    [props.allowRange, props.today, props.end, props.dateTo, props.available],
  )
  const nights =
    value.nightsFrom === value.nightsTo
      ? nightsText(value.nightsFrom, locale)
      : `${value.nightsFrom}–${nightsText(value.nightsTo, locale)}`
  const summary = `${datesInWords(value, locale) ?? t`Any date`} · ${nights}`
  const options = nightOptions.map((n) => ({ value: String(n), label: nightsText(n, locale) }))
  const picked = (list: typeof months) =>
    list.some((m) => m.weeks.some((w) => w.some((d) => d?.selected && d.active)))
  // A calendar focuses its chosen day; with none chosen (a day out of the span) the radio before it does.
  const focusDate = props.focus === 'date' && picked(months)
  const focusDateTo = props.focus === 'dateTo' && picked(monthsTo)
  return (
    <Disclosure label={t`Dates and nights`} value={summary} defaultOpen={props.open}>
      {props.singleNights ? (
        <Select
          name="nights"
          label={t`Nights`}
          options={options}
          value={String(value.nightsFrom)}
          onChange={(event) => {
            const nights = Number(event.target.value)
            update({ ...value, nightsFrom: nights, nightsTo: nights })
          }}
        />
      ) : (
        <div className={styles.pickerRow}>
          <Select
            name={names.nightsFrom}
            autoFocus={props.focus === 'nights'}
            label={t`Nights, from`}
            options={options}
            value={String(value.nightsFrom)}
            onChange={(event) => {
              const from = Number(event.target.value)
              update({ ...value, nightsFrom: from, nightsTo: Math.max(from, value.nightsTo) })
            }}
          />
          <Select
            name={names.nightsTo}
            label={t`Nights, to`}
            options={options}
            value={String(value.nightsTo)}
            onChange={(event) => {
              const to = Number(event.target.value)
              update({ ...value, nightsTo: to, nightsFrom: Math.min(to, value.nightsFrom) })
            }}
          />
        </div>
      )}
      {props.allowAnyDate ? (
        <Radio
          name={names.date}
          value=""
          label={t`Any date`}
          autoFocus={props.focus === 'date' && !focusDate}
          defaultChecked={props.date === null}
          onChange={() => update({ ...value, date: null })}
        />
      ) : null}
      <Calendar
        months={months}
        name={names.date}
        legend={t`Departure date`}
        autoFocus={focusDate}
        monthLabel={(month) => monthInWords(month, locale)}
        dayLabel={(day) => (day.holiday ? t`${dayInWords(day, locale)}, day off` : dayInWords(day, locale))}
        weekdays={weekdayNames(locale)}
        onPick={(date) => update({ ...value, date })}
      />
      {props.allowRange ? (
        <Disclosure
          label={t`Latest departure`}
          value={value.dateTo ? dateInWords(value.dateTo, locale) : t`Only that day`}
          defaultOpen={Boolean(props.dateTo) || props.focus === 'dateTo'}
        >
          <Radio
            name={names.dateTo ?? 'date_to'}
            value=""
            label={t`Only that day`}
            autoFocus={props.focus === 'dateTo' && !focusDateTo}
            defaultChecked={!props.dateTo}
            onChange={() => update({ ...value, dateTo: null })}
          />
          <Calendar
            months={monthsTo}
            name={names.dateTo ?? 'date_to'}
            legend={t`Latest departure date`}
            autoFocus={focusDateTo}
            monthLabel={(month) => monthInWords(month, locale)}
            dayLabel={(day) =>
              day.holiday ? t`${dayInWords(day, locale)}, day off` : dayInWords(day, locale)
            }
            weekdays={weekdayNames(locale)}
            onPick={(dateTo) => update({ ...value, dateTo })}
          />
        </Disclosure>
      ) : null}
    </Disclosure>
  )
}

/** "5 December 2026" or "5 December 2026 – 12 December 2026"; null for any date. */
function datesInWords(value: PickedStay, locale: Locale): string | null {
  if (!value.date) return null
  const from = dateInWords(value.date, locale)
  return value.dateTo && value.dateTo !== value.date ? `${from} – ${dateInWords(value.dateTo, locale)}` : from
}
