import { forwardRef, type TextareaHTMLAttributes } from 'react'
import * as styles from './field.css.ts'
import { Field, type FieldTexts } from './field.tsx'

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> &
  FieldTexts & { fieldClassName?: string }

/** A labelled multi-line input (comments, review text) with hint and error. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { id, label, hint, error, required, labelHidden, className, fieldClassName, rows = 4, ...rest },
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
        <textarea
          ref={ref}
          rows={rows}
          className={[styles.control, styles.textArea, className].filter(Boolean).join(' ')}
          {...aria}
          {...rest}
        />
      )}
    </Field>
  )
})
