import type { SubmissionResult } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, useSubmit } from '@remix-run/react'
import type { Locale } from '@vitrina/domain/locale'
import { Button } from '@vitrina/ui/button'
import { Select } from '@vitrina/ui/select'
import { type FormEvent, useState } from 'react'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import { DateNightsPicker } from './date-nights-picker.tsx'
import { firstInvalidSearchInput, type SearchErrors } from './tour-search-inputs.ts'
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
  /** The page's refusal of the searched URL: conform's reply (codes by input, the values as typed). */
  reply?: SubmissionResult<string[]> | undefined
  /** A tour page searches its own departures: no city choice there. */
  withCity?: boolean
}

/**
 * The tour search (spec §2 `/tours/`): departure city, a day or a range of days (`date_from`, `date_to`),
 * nights, tourists. A GET form, so the result URL is shareable and it works without JavaScript; the results page
 * reads the long field names and redirects to the compact URL the domain codec writes
 * (`?from=moscow&dates=2026-12-05&nights=7-10&tourists=2-5`). The page checks the URL with the form's conform
 * schema; its refusal (conform's reply) shows each reason by its picker, opens the picker that holds the first
 * wrong input and focuses it with `autoFocus` (without a script too). With a script, the same schema checks the
 * form before the GET (loaded on submit, as `tour-search-check.ts`), so a reversed range stays on the page.
 */
export function TourSearchForm(props: TourSearchFormProps) {
  const { t } = useLingui()
  const message = useFormMessage()
  const submit = useSubmit()
  const { values, locale } = props
  // The browser's own refusal, until the next submit; otherwise the page's (the URL it was opened with).
  const [checked, setChecked] = useState<SearchErrors | null>(null)
  const shown: SearchErrors = checked ?? props.reply?.error ?? {}
  // Each reason by the picker it concerns; a shared URL's compact field (`dates=…`) by the same picker.
  const reason = (...names: string[]) => message(names.map((name) => shown[name]?.[0]).find(Boolean))
  const errors = {
    from: reason('from'),
    dates: reason('date_from', 'date_to', 'dates'),
    nights: reason('nights_min', 'nights_max', 'nights'),
    tourists: reason('adults', 'child_age', 'tourists'),
  }
  const formError = reason('')
  // The page's refusal opens the pickers that hold a wrong input (a script's own refusal comes from pickers the
  // shopper has open); it does not change while choosing, so a picker does not close under the pointer.
  const refused = props.reply?.error ?? {}
  const opened = (...names: string[]) => names.some((name) => (refused[name]?.length ?? 0) > 0)
  const focus = firstInvalidSearchInput(props.reply?.error)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    void import('./tour-search-check.ts').then(({ checkTourSearch }) => {
      const found = checkTourSearch(data, props.today)
      setChecked(found)
      if (found) focusFirstInvalid(form, found)
      else submit(form, { method: 'get', action: props.action })
    })
  }
  return (
    <Form
      method="get"
      action={props.action}
      onSubmit={onSubmit}
      className={styles.searchForm}
      aria-label={t`Tour search`}
    >
      {props.withCity === false ? null : (
        <Select
          name="from"
          label={t`From`}
          placeholder={t`Any city`}
          options={props.cities.map((city) => ({ value: city.slug, label: city.name }))}
          defaultValue={values.from ?? ''}
          error={errors.from}
          autoFocus={focus === 'from'}
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
          open={opened('date_from', 'date_to', 'dates', 'nights_min', 'nights_max', 'nights')}
          focus={
            focus === 'date_from'
              ? 'date'
              : focus === 'date_to'
                ? 'dateTo'
                : focus === 'nights_min'
                  ? 'nights'
                  : null
          }
        />
        {errors.dates ? <p className={styles.error}>{errors.dates}</p> : null}
        {errors.nights ? <p className={styles.error}>{errors.nights}</p> : null}
      </div>
      <div className={styles.stack}>
        <TouristPicker
          adults={values.adults}
          childAges={values.childAges}
          locale={locale}
          open={opened('adults', 'child_age', 'tourists')}
          focus={focus === 'adults'}
        />
        {errors.tourists ? <p className={styles.error}>{errors.tourists}</p> : null}
      </div>
      {formError ? <p className={styles.error}>{formError}</p> : null}
      <Button type="submit" size="lg" className={styles.submitCell}>
        <Trans>Find tours</Trans>
      </Button>
    </Form>
  )
}

/** The first input with a reason, in the page's order; in a group of radios, the chosen one. */
function focusFirstInvalid(form: HTMLFormElement, errors: SearchErrors) {
  const name = firstInvalidSearchInput(errors)
  if (!name) return
  const inputs = Array.from(form.elements).filter(
    (element): element is HTMLInputElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element.name === name,
  )
  const target = inputs.find((input) => input instanceof HTMLInputElement && input.checked) ?? inputs[0]
  target?.focus()
}
