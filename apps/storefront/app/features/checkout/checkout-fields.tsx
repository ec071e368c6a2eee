import { useLingui } from '@lingui/react/macro'
import { Checkbox } from '@vitrina/ui/checkbox'
import { TextField } from '@vitrina/ui/text-field'
import type { ReactNode } from 'react'
import { type KitFieldProps, kitField } from '../../lib/forms/conform-field.ts'
import type { FormCode } from '../../lib/forms/form-codes.ts'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import type { CheckoutErrorKey, FormErrorKey } from './checkout-types.ts'
import type { CheckoutView } from './checkout-view.ts'

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

/**
 * An input of the checkout as the kit's props (`kitField`): its id, name, value and the words for its error by
 * input name (`view.fieldErrors`, conform's shape on both paths), and whether it takes the focus after a
 * refused post without JavaScript.
 */
export function useCheckoutField(view: Pick<CheckoutView, 'fieldErrors' | 'focus'>) {
  const message = useFormMessage()
  return (name: string, value: string): KitFieldProps & { autoFocus: boolean } => ({
    ...kitField(
      { id: `checkout-${name}`, name, initialValue: value, errors: view.fieldErrors[name] },
      message,
    ),
    autoFocus: view.focus === name,
  })
}

/** The words for an error by input name that has no input of its own (the address as a whole, the items). */
export function useCheckoutError(view: Pick<CheckoutView, 'fieldErrors'>): (name: string) => string | null {
  const message = useFormMessage()
  return (name) => message(view.fieldErrors[name]?.[0])
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
  /** The kit's props of the input (`useCheckoutField`). */
  field: KitFieldProps & { autoFocus?: boolean }
  label: string
  autoComplete?: string
  type?: 'text' | 'email' | 'tel' | 'search'
  maxLength?: number
  readOnly?: boolean
  hint?: ReactNode
  /** With JavaScript the machine owns the value; without, the input keeps what was typed. */
  onChange?: (value: string) => void
}

/** A labelled input (the kit's TextField) whose hint and error are tied to it for screen readers. */
export function Field({ field, label, hint, onChange, ...input }: FieldProps) {
  const { defaultValue, autoFocus, ...named } = field
  const valueProps = onChange
    ? { value: defaultValue, onChange: (e: { target: { value: string } }) => onChange(e.target.value) }
    : { defaultValue }
  return (
    <TextField
      {...named}
      // Without JavaScript the first wrong input of a refused post takes the focus (with it, conform does).
      autoFocus={autoFocus}
      label={label}
      type={input.type ?? 'text'}
      autoComplete={input.autoComplete ?? 'off'}
      maxLength={input.maxLength ?? 200}
      readOnly={input.readOnly}
      hint={hint}
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
  autoFocus,
  onChange,
  disabled,
  hint,
}: {
  name: string
  label: ReactNode
  checked: boolean
  error?: string | null
  autoFocus?: boolean
  onChange?: () => void
  /** Not available now (the reason goes in `hint`); a disabled box is not posted either. */
  disabled?: boolean
  hint?: ReactNode
}) {
  const stateProps = onChange ? { checked, onChange } : { defaultChecked: checked }
  return (
    <Checkbox
      id={`checkout-${name}`}
      name={name}
      label={label}
      error={error}
      autoFocus={autoFocus}
      disabled={disabled}
      hint={hint}
      {...stateProps}
    />
  )
}
