import { type CalendarDay, type CalendarMonth, calendarMonths } from '@vitrina/domain/calendar'
import { Calendar } from '@vitrina/ui/calendar'
import { Disclosure } from '@vitrina/ui/disclosure'
import { Select } from '@vitrina/ui/select'
import { dayInWords, monthInWords, weekdayNames } from '../tours/tour-words.ts'
import * as styles from './kit-catalogue.css.ts'
import { Specimen } from './kit-showcase.tsx'

// The tours pickers' own wording (English here), so the specimen reads exactly as the product does.
const WEEKDAYS = weekdayNames('en')
const monthLabel = (month: CalendarMonth) => monthInWords(month, 'en')
const dayLabel = (day: CalendarDay) =>
  day.holiday ? `${dayInWords(day, 'en')}, day off` : dayInWords(day, 'en')

/**
 * The tours pickers' parts in their states. A fixed "today" (10 December 2026), so the specimen shows the same
 * month whatever day the catalogue is opened: days before today disabled, weekends marked, a chosen day, and a
 * calendar limited to a tour's departure days. Field names carry the brand: the catalogue renders each specimen
 * once per brand on one page, and the calendar's radio ids are built from the name.
 */
export function KitPickers({ brand }: { brand: string }) {
  const today = new Date('2026-12-10T00:00:00Z')
  const end = new Date('2026-12-31T00:00:00Z')
  const open = calendarMonths({ today, end, selected: '2026-12-19' })
  const departures = calendarMonths({
    today,
    end,
    available: ['2026-12-12', '2026-12-19', '2026-12-26'],
  })
  return (
    <>
      <Specimen name="calendar">
        <div className={styles.row}>
          <Calendar
            months={open}
            name={`kit-${brand}-any-day`}
            legend="Departure date (past days disabled, 19 December chosen)"
            monthLabel={monthLabel}
            dayLabel={dayLabel}
            weekdays={WEEKDAYS}
          />
          <Calendar
            months={departures}
            name={`kit-${brand}-departures`}
            legend="A tour's departures only"
            monthLabel={monthLabel}
            dayLabel={dayLabel}
            weekdays={WEEKDAYS}
          />
        </div>
      </Specimen>
      <Specimen name="disclosure">
        <div className={styles.stack}>
          <Disclosure label="Tourists" value="2 adults, 1 child">
            <Select
              name={`kit-${brand}-adults`}
              label="Adults"
              options={[1, 2, 3, 4].map((n) => ({ value: String(n), label: String(n) }))}
              defaultValue="2"
            />
          </Disclosure>
          <Disclosure label="Dates and nights" value="19 December 2026 · 7–10 nights" defaultOpen>
            <p>Opened: the controls of the field show in place.</p>
          </Disclosure>
        </div>
      </Specimen>
    </>
  )
}
