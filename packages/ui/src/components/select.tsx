import { forwardRef, type SelectHTMLAttributes } from 'react'
import * as styles from './field.css.ts'
import { Field, type FieldTexts } from './field.tsx'

export type SelectOption = { value: string; label: string; disabled?: boolean }

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> &
  FieldTexts & { options: readonly SelectOption[]; placeholder?: string; fieldClassName?: string }

/**
 * A labelled native select: the phone's own picker, works without JavaScript. `placeholder` adds an empty
 * first option ("Choose a city").
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { id, label, hint, error, required, labelHidden, className, fieldClassName, options, placeholder, ...rest },
  ref,
) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      labelHidden={labelHidden}
      className={fieldClassName}
    >
      {(aria) => (
        <select
          ref={ref}
          className={[styles.control, styles.select, className].filter(Boolean).join(' ')}
          {...aria}
          {...rest}
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
