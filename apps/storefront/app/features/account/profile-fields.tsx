import { Trans, useLingui } from '@lingui/react/macro'
import { Radio, RadioGroup } from '@vitrina/ui/radio'
import { TextField as KitTextField } from '@vitrina/ui/text-field'
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

/** Ids as `profile-<name>`, its error `profile-<name>-error` (the kit's Field adds the suffixes). */
const idOf = (name: string) => `profile-${name}`

/** A labelled text input (the kit's TextField); its error is tied to it for screen readers. */
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
    <KitTextField
      id={idOf(name)}
      name={name}
      label={label}
      hint={hint}
      error={error}
      type={type}
      defaultValue={defaultValue}
      autoComplete={autoComplete}
      maxLength={type === 'email' ? EMAIL_MAX_LENGTH : NAME_MAX_LENGTH}
    />
  )
}

/**
 * The birthday as DD.MM.YYYY. With the script the mask is applied as one types (the domain's `maskDate`);
 * without it the server still reads any accepted format, so the field works either way.
 */
export function BirthdayField({ defaultValue, error }: { defaultValue: string; error: string | null }) {
  const { t } = useLingui()
  const [value, setValue] = useState(defaultValue)
  return (
    <KitTextField
      id={idOf('birthday')}
      name="birthday"
      label={<Trans>Birthday</Trans>}
      hint={t`Format: DD.MM.YYYY`}
      error={error}
      type="text"
      inputMode="numeric"
      autoComplete="bday"
      placeholder={t`DD.MM.YYYY`}
      maxLength={10}
      value={value}
      onChange={(event) => setValue(typedBirthday(event.target.value))}
    />
  )
}

/** A radio group in a fieldset (the kit's RadioGroup); the legend names it and the error is read with it. */
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
    <RadioGroup id={idOf(name)} legend={legend} error={error}>
      <div className={styles.choices}>
        {options.map((option) => (
          <Radio
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            defaultChecked={defaultValue === option.value}
            aria-invalid={error ? true : undefined}
          />
        ))}
      </div>
    </RadioGroup>
  )
}

/** The phone is shown but never sent: it cannot be changed (spec §5). */
export function PhoneField({ phone }: { phone: string }) {
  const { t } = useLingui()
  return (
    <KitTextField
      id={idOf('phone')}
      label={<Trans>Phone</Trans>}
      hint={t`The phone number cannot be changed`}
      type="tel"
      value={phone}
      readOnly
    />
  )
}
