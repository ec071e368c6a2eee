import { useLingui } from '@lingui/react/macro'
import { Checkbox } from '@vitrina/ui/checkbox'
import { TextField } from '@vitrina/ui/text-field'
import type { ReactNode } from 'react'
import type { FormCode } from '../../lib/forms/form-codes.ts'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import type { CheckoutErrorKey, FormErrorKey } from './checkout-types.ts'

export type FieldErrorKey = CheckoutErrorKey | 'consultant_phone'

/** The words for a field's problem: the one message map (spec §5 and §8 messages). */
export function useFieldErrorText(): (key: FieldErrorKey | undefined) => string | null {
  const message = useFormMessage()
  return (key) => {
    // Every checkout key is a code of the map (a key that is not fails to compile here).
    const code: FormCode | undefined = key === 'consultant_phone' ? 'phone' : key
    return message(code)
  }
}

/** The checkout toasts of spec §8. */
export function useFormErrorText(): (key: FormErrorKey | null) => string | null {
  const { t } = useLingui()
  return (key) => {
    switch (key) {
      case null:
        return null
      case 'order_failed':
        return t`Order creation failed, try again`
      case 'delivery_unavailable':
        return t`Delivery method no longer available`
      case 'items_unavailable':
        return t`Cart items unavailable`
      case 'checkout_details':
        return t`Checkout details error: refresh the page`
      case 'too_many_unpaid':
        return t`You have unpaid orders: pay or cancel one in My orders before placing another`
      case 'card_rejected':
        return t`A card could not pay for the order: check the cards and try again`
    }
  }
}

type FieldProps = {
  name: string
  label: string
  value: string
  error: string | null
  autoComplete?: string
  type?: 'text' | 'email' | 'tel' | 'search'
  maxLength?: number
  readOnly?: boolean
  hint?: ReactNode
  /** With JavaScript the machine owns the value; without, the input keeps what was typed. */
  onChange?: (value: string) => void
}

/** A labelled input (the kit's TextField) whose hint and error are tied to it for screen readers. */
export function Field({ name, label, value, error, hint, onChange, ...input }: FieldProps) {
  const valueProps = onChange
    ? { value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) }
    : { defaultValue: value }
  return (
    <TextField
      id={`checkout-${name}`}
      name={name}
      label={label}
      type={input.type ?? 'text'}
      autoComplete={input.autoComplete ?? 'off'}
      maxLength={input.maxLength ?? 200}
      readOnly={input.readOnly}
      hint={hint}
      error={error}
      {...valueProps}
    />
  )
}

/** A checkbox with its label (the kit's Checkbox); `onChange` makes it controlled (JavaScript path). */
export function Check({
  name,
  label,
  checked,
  error,
  onChange,
}: {
  name: string
  label: ReactNode
  checked: boolean
  error?: string | null
  onChange?: () => void
}) {
  const stateProps = onChange ? { checked, onChange } : { defaultChecked: checked }
  return <Checkbox id={`checkout-${name}`} name={name} label={label} error={error} {...stateProps} />
}
