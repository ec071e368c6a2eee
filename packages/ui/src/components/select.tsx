import { forwardRef, type SelectHTMLAttributes } from 'react'
import * as styles from './field.css.ts'
import { Field, type FieldOwnProps, splitFieldProps } from './field.tsx'

export type SelectOption = { value: string; label: string; disabled?: boolean }

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'id'> &
  FieldOwnProps & { options: readonly SelectOption[]; placeholder?: string }

/**
 * A labelled native select: the phone's own picker, works without JavaScript. `placeholder` adds an empty
 * first option ("Choose a city").
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, className, ...props },
  ref,
) {
  const [field, control] = splitFieldProps(props)
  return (
    <Field {...field}>
      {(aria) => (
        <select
          ref={ref}
          className={[styles.control, styles.select, className].filter(Boolean).join(' ')}
          {...aria}
          {...control}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
})
