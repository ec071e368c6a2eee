import { Trans, useLingui } from '@lingui/react/macro'
import { Form } from '@remix-run/react'
import type { Locale } from '@vitrina/domain/locale'
import { Button } from '@vitrina/ui/button'
import { Select } from '@vitrina/ui/select'
import { DateNightsPicker } from './date-nights-picker.tsx'
import { TouristPicker } from './tourist-picker.tsx'
import * as styles from './tours.css.ts'

export type TourSearchFormValues = {
  from: string | null
  date: string | null
  /** The latest departure of a date range; null for one day (or any date). */
  dateTo: string | null
  nightsMin: number
  nightsMax: number
  adults: number
  childAges: readonly number[]
}

export type TourSearchFormProps = {
  /** Where the search goes: `/tours/search/` or a tour's own `/search/` page. */
  action: string
  cities: readonly { slug: string; name: string }[]
  values: TourSearchFormValues
  today: string
  nightOptions: readonly number[]
  locale: Locale
  /** Messages for fields the last search got wrong, by form field. */
  errors?: Partial<Record<'from' | 'dates' | 'nights' | 'tourists', string>>
  /** A tour page searches its own departures: no city choice there. */
  withCity?: boolean
}

/**
 * The tour search (spec §2 `/tours/`): departure city, a day or a range of days (`date_from`, `date_to`),
 * nights, tourists. A GET form, so the result URL
 * is shareable and it works without JavaScript; the results page reads the long field names and redirects to
 * the compact URL the domain codec writes (`?from=moscow&dates=2026-12-05&nights=7-10&tourists=2-5`).
 */
export function TourSearchForm(props: TourSearchFormProps) {
  const { t } = useLingui()
  const { values, locale, errors = {} } = props
  return (
    <Form method="get" action={props.action} className={styles.searchForm} aria-label={t`Tour search`}>
      {props.withCity === false ? null : (
        <Select
          name="from"
          label={t`From`}
          placeholder={t`Any city`}
          options={props.cities.map((city) => ({ value: city.slug, label: city.name }))}
          defaultValue={values.from ?? ''}
          error={errors.from}
        />
      )}
      <div className={styles.stack}>
        <DateNightsPicker
          today={props.today}
          date={values.date}
          dateTo={values.dateTo}
          nightsFrom={values.nightsMin}
          nightsTo={values.nightsMax}
          nightOptions={props.nightOptions}
          locale={locale}
          allowAnyDate
          allowRange
        />
        {errors.dates ? <p className={styles.error}>{errors.dates}</p> : null}
        {errors.nights ? <p className={styles.error}>{errors.nights}</p> : null}
      </div>
      <div className={styles.stack}>
        <TouristPicker adults={values.adults} childAges={values.childAges} locale={locale} />
        {errors.tourists ? <p className={styles.error}>{errors.tourists}</p> : null}
      </div>
      <Button type="submit" size="lg" className={styles.submitCell}>
        <Trans>Find tours</Trans>
      </Button>
    </Form>
  )
}
