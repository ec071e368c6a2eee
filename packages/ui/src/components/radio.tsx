import { forwardRef, type ReactNode } from 'react'
import { Choice, type ChoiceProps } from './choice.tsx'
import * as styles from './field.css.ts'
import { FieldMessages, useFieldIds } from './field.tsx'

/** One labelled radio button; group them in a `RadioGroup` (same `name`). */
export const Radio = forwardRef<HTMLInputElement, ChoiceProps>(function Radio(props, ref) {
  return <Choice ref={ref} type="radio" inputClassName={styles.choiceInput} {...props} />
})

/**
 * A fieldset of radios with a legend; its hint and error describe the group, and each radio is invalid
 * while the group has an error.
 */
export function RadioGroup({
  legend,
  hint,
  error,
  id,
  className,
  children,
}: {
  legend: ReactNode
  hint?: ReactNode
  error?: ReactNode
  id?: string
  className?: string
  children: ReactNode
}) {
  const { hintId, errorId, aria } = useFieldIds(id, { hint, error })
  return (
    <fieldset
      id={aria.id}
      className={[styles.fieldset, className].filter(Boolean).join(' ')}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid']}
    >
      <legend className={styles.legend}>{legend}</legend>
      {children}
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </fieldset>
  )
}
