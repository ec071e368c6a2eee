import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import * as styles from './profile.css.ts'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, type ProfileError, typedBirthday } from './profile-form.ts'

/** The words for a field's problem (spec §5 messages where the spec has them). */
export function useProfileErrorText(): (error: ProfileError | undefined) => string | null {
  const { t } = useLingui()
  return (error) => {
    if (!error) return null
    switch (error.code) {
      case 'server':
        return error.detail
      case 'too_long':
        return t`This text is too long`
      case 'email':
        return t`Invalid email address`
      case 'choice':
        return t`Choose one of the options`
      case 'required':
        return t`This field is required`
      case 'incomplete':
        return t`Enter the date in full: DD.MM.YYYY`
      case 'invalid':
        return t`The date contains an error`
      case 'future':
        return t`The date must not be in the future`
      case 'too_old':
        return t`The date is too far in the past`
      case 'under_18':
        return t`You must be over 18 years old`
    }
  }
}

type FieldProps = {
  name: string
  label: string
  error: string | null
  /** Always-visible help under the field; ids of both are wired to aria-describedby. */
  hint?: ReactNode
}

const ids = (name: string) => ({
  input: `profile-${name}`,
  error: `profile-${name}-error`,
  hint: `profile-${name}-hint`,
})

function describedBy(name: string, error: string | null, hint: ReactNode) {
  const { error: errorId, hint: hintId } = ids(name)
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
}

function FieldNotes({ name, error, hint }: Omit<FieldProps, 'label'>) {
  return (
    <>
      {hint ? (
        <div id={ids(name).hint} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={ids(name).error} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  )
}

/** A labelled text input; its error is tied to it for screen readers. */
export function TextField({
  name,
  label,
  error,
  hint,
  defaultValue,
  type = 'text',
  autoComplete,
}: FieldProps & { defaultValue: string; type?: 'text' | 'email'; autoComplete: string }) {
  return (
    <div className={styles.field}>
      <label htmlFor={ids(name).input} className={styles.label}>
        {label}
      </label>
      <input
        id={ids(name).input}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        maxLength={type === 'email' ? EMAIL_MAX_LENGTH : NAME_MAX_LENGTH}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
      />
      <FieldNotes name={name} error={error} hint={hint} />
    </div>
  )
}

/**
 * The birthday as DD.MM.YYYY. With the script the mask is applied as one types (the domain's `maskDate`);
 * without it the server still reads any accepted format, so the field works either way.
 */
export function BirthdayField({ defaultValue, error }: { defaultValue: string; error: string | null }) {
  const { t } = useLingui()
  const [value, setValue] = useState(defaultValue)
  const hint = t`Format: DD.MM.YYYY`
  return (
    <div className={styles.field}>
      <label htmlFor={ids('birthday').input} className={styles.label}>
        <Trans>Birthday</Trans>
      </label>
      <input
        id={ids('birthday').input}
        name="birthday"
        type="text"
        inputMode="numeric"
        autoComplete="bday"
        placeholder={t`DD.MM.YYYY`}
        maxLength={10}
        value={value}
        onChange={(event) => setValue(typedBirthday(event.target.value))}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('birthday', error, hint)}
      />
      <FieldNotes name="birthday" error={error} hint={hint} />
    </div>
  )
}

/** A radio group in a fieldset; the legend names it and the error is read with it. */
export function ChoiceField({
  name,
  legend,
  options,
  defaultValue,
  error,
}: {
  name: string
  legend: string
  options: readonly { value: string; label: string }[]
  defaultValue: string
  error: string | null
}) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? ids(name).error : undefined}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              aria-invalid={error ? true : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldNotes name={name} error={error} />
    </fieldset>
  )
}

/** The phone is shown but never sent: it cannot be changed (spec §5). */
export function PhoneField({ phone }: { phone: string }) {
  const { t } = useLingui()
  const hint = t`The phone number cannot be changed`
  return (
    <div className={styles.field}>
      <label htmlFor={ids('phone').input} className={styles.label}>
        <Trans>Phone</Trans>
      </label>
      <input
        id={ids('phone').input}
        type="tel"
        value={phone}
        readOnly
        className={styles.input}
        aria-describedby={describedBy('phone', null, hint)}
      />
      <FieldNotes name="phone" error={null} hint={hint} />
    </div>
  )
}
