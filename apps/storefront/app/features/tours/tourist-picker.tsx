import { Trans, useLingui } from '@lingui/react/macro'
import type { Locale } from '@vitrina/domain/locale'
import { yearsText } from '@vitrina/domain/plural'
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, touristsSummary } from '@vitrina/domain/tourists'
import { Button } from '@vitrina/ui/button'
import { Disclosure } from '@vitrina/ui/disclosure'
import { Select } from '@vitrina/ui/select'
import { useEffect, useRef, useState } from 'react'
import * as styles from './tours.css.ts'

const DEFAULT_CHILD_AGE = 5

export type TouristPickerProps = {
  adults: number
  childAges: readonly number[]
  locale: Locale
  /** Form field names: adults and one repeated field per child's age. */
  names?: { adults: string; childAge: string }
  onChange?: (adults: number, childAges: number[]) => void
  /** Shown open (a refused search names the party). */
  open?: boolean
  /** The adults' select takes the focus as the page loads (a refused search, without a script too). */
  focus?: boolean
}

/**
 * Who travels: adults and each child's age (0 is "до года", spec §9). Without JavaScript every child slot is a
 * select with a "no child" choice, so a plain GET form carries the party; with it, only the children there are
 * show, with "Add a child" and "Remove" buttons, and the summary line follows the choice.
 */
export function TouristPicker({
  adults: initialAdults,
  childAges: initialAges,
  locale,
  names = { adults: 'adults', childAge: 'child_age' },
  onChange,
  open = false,
  focus = false,
}: TouristPickerProps) {
  const { t } = useLingui()
  const [adults, setAdults] = useState(initialAdults)
  const [ages, setAges] = useState<number[]>([...initialAges])
  const [enhanced, setEnhanced] = useState(false)
  const addRef = useRef<HTMLButtonElement>(null)
  const focusChild = useRef<number | null>(null)
  useEffect(() => setEnhanced(true), [])
  useEffect(() => {
    if (focusChild.current === null) return
    const index = focusChild.current
    focusChild.current = null
    const target = document.getElementById(`${names.childAge}-${index}`) ?? addRef.current
    target?.focus()
  })

  const update = (nextAdults: number, nextAges: number[]) => {
    setAdults(nextAdults)
    setAges(nextAges)
    onChange?.(nextAdults, nextAges)
  }
  const adultOptions = Array.from({ length: MAX_ADULTS }, (_, i) => ({
    value: String(i + 1),
    label: String(i + 1),
  }))
  const ageOptions = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => ({
    value: String(age),
    // Options start with a capital: 'До года', '1 год', as a list of choices reads.
    label: yearsText(age, locale),
  }))
  const slots = enhanced ? ages.length : MAX_CHILDREN
  return (
    <Disclosure
      label={t`Tourists`}
      value={touristsSummary({ adults, children: ages }, locale)}
      defaultOpen={open}
    >
      <Select
        name={names.adults}
        autoFocus={focus}
        label={t`Adults`}
        options={adultOptions}
        value={String(adults)}
        onChange={(event) => update(Number(event.target.value), ages)}
      />
      <div className={styles.children}>
        {Array.from({ length: slots }, (_, index) => {
          const age = ages[index]
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a child slot is its position; ages may repeat
            <div key={index} className={styles.childRow}>
              <Select
                id={`${names.childAge}-${index}`}
                name={names.childAge}
                label={t`Child ${index + 1}, age`}
                options={ageOptions}
                placeholder={enhanced ? undefined : t`No child`}
                value={age === undefined ? '' : String(age)}
                fieldClassName={styles.grow}
                onChange={(event) => {
                  const next = [...ages]
                  if (event.target.value === '') next.splice(index, 1)
                  else next[index] = Number(event.target.value)
                  update(adults, next)
                }}
              />
              {enhanced ? (
                <Button
                  variant="ghost"
                  onClick={() => {
                    focusChild.current = Math.min(index, ages.length - 2)
                    update(
                      adults,
                      ages.filter((_, i) => i !== index),
                    )
                  }}
                >
                  <Trans>Remove</Trans>
                </Button>
              ) : null}
            </div>
          )
        })}
        {enhanced && ages.length < MAX_CHILDREN ? (
          <Button
            ref={addRef}
            variant="secondary"
            onClick={() => {
              focusChild.current = ages.length
              // The new child's age select gets focus, so the shopper sets the real age right away.
              update(adults, [...ages, DEFAULT_CHILD_AGE])
            }}
          >
            <Trans>Add a child</Trans>
          </Button>
        ) : null}
      </div>
    </Disclosure>
  )
}
