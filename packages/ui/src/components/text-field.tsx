import { forwardRef, type InputHTMLAttributes } from 'react'
import * as styles from './field.css.ts'
import { Field, type FieldTexts } from './field.tsx'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> &
  FieldTexts & { fieldClassName?: string }

/** A labelled single-line input (text, email, tel, search, number, date...) with hint and error. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, hint, error, required, labelHidden, className, fieldClassName, type = 'text', ...rest },
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
        <input
          ref={ref}
          type={type}
          className={[styles.control, className].filter(Boolean).join(' ')}
          {...aria}
          {...rest}
        />
      )}
    </Field>
  )
})
