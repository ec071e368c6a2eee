import { Trans, useLingui } from '@lingui/react/macro'
import { Radio, RadioGroup } from '@vitrina/ui/radio'
import { TextField as KitTextField } from '@vitrina/ui/text-field'
import { type ReactNode, useState } from 'react'
import type { KitFieldProps } from '../../lib/forms/conform-field.ts'
import * as styles from './profile.css.ts'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, typedBirthday } from './profile-form.ts'

type FieldProps = {
  /** conform's field as the kit's props (`kitField`): ids `profile-<name>`, the value as typed, the error. */
  field: KitFieldProps
  label: string
  /** Always-visible help under the field; ids of both are wired to aria-describedby. */
  hint?: ReactNode
}

/** A labelled text input (the kit's TextField); its error is tied to it for screen readers. */
export function TextField({
  field,
  label,
  hint,
  type = 'text',
  autoComplete,
}: FieldProps & { type?: 'text' | 'email'; autoComplete: string }) {
  return (
    <KitTextField
      {...field}
      label={label}
      hint={hint}
      type={type}
      autoComplete={autoComplete}
      maxLength={type === 'email' ? EMAIL_MAX_LENGTH : NAME_MAX_LENGTH}
    />
  )
}

/**
 * The birthday as DD.MM.YYYY. With the script the mask is applied as one types (the domain's `maskDate`);
 * without it the server still reads any accepted format, so the field works either way.
 */
export function BirthdayField({ field }: { field: KitFieldProps }) {
  const { t } = useLingui()
  const { defaultValue, ...ids } = field
  const [value, setValue] = useState(defaultValue)
  return (
    <KitTextField
      {...ids}
      label={<Trans>Birthday</Trans>}
      hint={t`Format: DD.MM.YYYY`}
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
  field,
  legend,
  options,
}: {
  field: KitFieldProps
  legend: string
  options: readonly { value: string; label: string }[]
}) {
  const { id, name, defaultValue, error } = field
  return (
    <RadioGroup id={id} legend={legend} error={error}>
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
      id="profile-phone"
      label={<Trans>Phone</Trans>}
      hint={t`The phone number cannot be changed`}
      type="tel"
      value={phone}
      readOnly
    />
  )
}
