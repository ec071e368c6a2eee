import { forwardRef, type InputHTMLAttributes } from 'react'
import * as styles from './field.css.ts'
import { FieldMessages, type FieldTexts, useFieldIds } from './field.tsx'

export type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required' | 'role'> &
  FieldTexts & { labelClassName?: string }

/**
 * The shared body of Checkbox, Radio and Switch: the control inside its label (the whole row is the target),
 * hint and error tied by `aria-describedby`.
 */
export const Choice = forwardRef<
  HTMLInputElement,
  ChoiceProps & { type: 'checkbox' | 'radio'; role?: 'switch'; inputClassName: string }
>(function Choice(
  {
    id: idProp,
    label,
    hint,
    error,
    required,
    className,
    labelClassName,
    inputClassName,
    type,
    role,
    ...rest
  },
  ref,
) {
  const { hintId, errorId, aria } = useFieldIds(idProp, { hint, error, required })
  return (
    <div className={className}>
      <label className={[styles.choice, labelClassName].filter(Boolean).join(' ')}>
        <input ref={ref} type={type} role={role} className={inputClassName} {...aria} {...rest} />
        <span className={styles.choiceText}>{label}</span>
      </label>
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  )
})
