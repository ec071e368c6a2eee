import { forwardRef, type TextareaHTMLAttributes } from 'react'
import * as styles from './field.css.ts'
import { Field, type FieldOwnProps, splitFieldProps } from './field.tsx'

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required' | 'id'> &
  FieldOwnProps

/** A labelled multi-line input (comments, review text) with hint and error. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { rows = 4, className, ...props },
  ref,
) {
  const [field, control] = splitFieldProps(props)
  return (
    <Field {...field}>
      {(aria) => (
        <textarea
          ref={ref}
          rows={rows}
          className={[styles.control, styles.textArea, className].filter(Boolean).join(' ')}
          {...aria}
          {...control}
        />
      )}
    </Field>
  )
})
