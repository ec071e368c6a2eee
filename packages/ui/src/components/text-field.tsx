import { forwardRef, type InputHTMLAttributes } from 'react'
import * as styles from './field.css.ts'
import { Field, type FieldOwnProps, splitFieldProps } from './field.tsx'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'id'> & FieldOwnProps

/** A labelled single-line input (text, email, tel, search, number, date...) with hint and error. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', className, ...props },
  ref,
) {
  const [field, control] = splitFieldProps(props)
  return (
    <Field {...field}>
      {(aria) => (
        <input
          ref={ref}
          type={type}
          className={[styles.control, className].filter(Boolean).join(' ')}
          {...aria}
          {...control}
        />
      )}
    </Field>
  )
})
