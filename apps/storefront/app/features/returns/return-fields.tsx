import type { ReactNode } from 'react'
import * as styles from './returns.css.ts'

type FieldProps = {
  name: string
  label: string
  value: string
  error: string | undefined
  onChange: ((name: string, value: string) => void) | undefined
  type?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'email' | 'tel' | 'text'
  placeholder?: string
  multiline?: boolean
  hint?: ReactNode
}

/** A labelled input named by its form path; the error is tied to it for screen readers. */
export function ReturnField({ name, label, value, error, onChange, multiline, hint, ...input }: FieldProps) {
  const id = `return-${name.replace('.', '-')}`
  const common = {
    id,
    name,
    defaultValue: value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: styles.input,
    onChange: onChange
      ? (e: { currentTarget: { value: string } }) => onChange(name, e.currentTarget.value)
      : undefined,
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint}
      {multiline ? <textarea rows={4} maxLength={1000} {...common} /> : <input {...common} {...input} />}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

type ChoiceProps = {
  name: string
  legend: string
  value: string
  options: { value: string; label: string }[]
  error: string | undefined
  onChange: ((name: string, value: string) => void) | undefined
}

export function ReturnChoice({ name, legend, value, options, error, onChange }: ChoiceProps) {
  return (
    <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined}>
      <legend className={styles.label}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.check}>
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={value === option.value}
            onChange={onChange ? () => onChange(name, option.value) : undefined}
          />
          {option.label}
        </label>
      ))}
      {error ? <p className={styles.error}>{error}</p> : null}
    </fieldset>
  )
}
