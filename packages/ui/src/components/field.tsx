import { type ReactNode, useId } from 'react'
import * as styles from './field.css.ts'
import { visuallyHidden } from './focus.css.ts'

/** What every form control says around itself. */
export type FieldTexts = {
  label: ReactNode
  /** A standing explanation ("We send the code by SMS"). */
  hint?: ReactNode
  /** What is wrong with the value, in the shopper's language; marks the control invalid. */
  error?: ReactNode
  /** Shows a required mark; the control gets `required` too. */
  required?: boolean
  /** The label is read by screen readers only (a search box with a visible button, a quantity stepper). */
  labelHidden?: boolean
}

/** The props of a control built on `Field`: its texts, its id and a class for the field's wrapper. */
export type FieldOwnProps = FieldTexts & { id?: string | undefined; fieldClassName?: string | undefined }

/** Splits a control's props into the `Field`'s and the control element's. */
export function splitFieldProps<P extends FieldOwnProps>(props: P) {
  const { id, label, hint, error, required, labelHidden, fieldClassName, ...control } = props
  return [{ id, label, hint, error, required, labelHidden, className: fieldClassName }, control] as const
}

/** The ARIA a control needs to be tied to its hint and error. */
export type ControlAria = {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  required?: boolean
}

/**
 * Ids and ARIA for a control with a hint and an error: the error is announced with the label
 * (`aria-describedby`, error first) and the control is `aria-invalid` while there is one.
 */
export function useFieldIds(
  idProp: string | undefined,
  { hint, error, required }: Pick<FieldTexts, 'hint' | 'error' | 'required'>,
) {
  const generated = useId()
  const id = idProp ?? `field${generated.replace(/:/g, '')}`
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ')
  const aria: ControlAria = { id }
  if (describedBy) aria['aria-describedby'] = describedBy
  if (error) aria['aria-invalid'] = true
  if (required) aria.required = true
  return { id, hintId, errorId, aria }
}

/** The hint and error lines under a control (ids from `useFieldIds`). */
export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
}: Pick<FieldTexts, 'hint' | 'error'> & { hintId?: string | undefined; errorId?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  )
}

/**
 * The base of TextField, TextArea and Select: a label above the control, hint and error below it.
 * `children` receives the control's id and ARIA to spread on it.
 */
export function Field({
  id: idProp,
  label,
  hint,
  error,
  required,
  labelHidden = false,
  className,
  children,
}: FieldTexts & {
  id?: string | undefined
  className?: string | undefined
  children: (aria: ControlAria) => ReactNode
}) {
  const { id, hintId, errorId, aria } = useFieldIds(idProp, { hint, error, required })
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={labelHidden ? visuallyHidden : styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children(aria)}
      <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  )
}
