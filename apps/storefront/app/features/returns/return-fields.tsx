import { RETURN_TEXT_MAX } from '@vitrina/domain/return-application'
import { Radio, RadioGroup } from '@vitrina/ui/radio'
import { TextArea } from '@vitrina/ui/text-area'
import { TextField } from '@vitrina/ui/text-field'
import { type KitFieldProps, kitField } from '../../lib/forms/conform-field.ts'
import { useReturnMessages } from './return-messages.ts'
import { errorOf, inputId, type ReturnStepsProps, typedAt } from './return-step-view.ts'

export type ReturnFieldProps = KitFieldProps & { autoFocus: boolean }

/**
 * The kit's props of one input of the step (`kitField`): its id, its dotted name, the value (as typed in a
 * refused post, else the form's), its error in the shopper's language, and the focus of a refused post.
 */
export function useReturnField(view: Pick<ReturnStepsProps, 'errors' | 'typed' | 'focus'>) {
  const message = useReturnMessages()
  return (name: string, value: string): ReturnFieldProps => {
    const typed = typedAt(view.typed, name)
    const error = errorOf(view.errors, name)
    return {
      ...kitField(
        {
          id: inputId(name),
          name,
          initialValue: typeof typed === 'string' ? typed : value,
          errors: error ? [error] : undefined,
        },
        (code) => message(code ?? undefined) ?? null,
      ),
      autoFocus: view.focus === name,
    }
  }
}

type Change = ((name: string, value: string) => void) | undefined

type TextProps = {
  field: ReturnFieldProps
  label: string
  onChange: Change
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  inputMode?: 'numeric' | 'email' | 'tel' | 'text'
  placeholder?: string
  multiline?: boolean
}

/** A labelled input of the form (the kit's TextField or TextArea); with JavaScript each change goes to the machine. */
export function ReturnText({ field, label, onChange, multiline, ...input }: TextProps) {
  const change = onChange
    ? (event: { currentTarget: { value: string } }) => onChange(field.name, event.currentTarget.value)
    : undefined
  if (multiline) return <TextArea {...field} label={label} maxLength={RETURN_TEXT_MAX} onChange={change} />
  return <TextField {...field} label={label} {...input} onChange={change} />
}

type ChoiceProps = {
  field: ReturnFieldProps
  legend: string
  options: { value: string; label: string }[]
  onChange: Change
}

/** A choice of the form (the kit's RadioGroup): the first radio takes the focus of a refused post. */
export function ReturnChoice({ field, legend, options, onChange }: ChoiceProps) {
  return (
    <RadioGroup legend={legend} error={field.error} id={field.id}>
      {options.map((option, i) => (
        <Radio
          key={option.value}
          name={field.name}
          value={option.value}
          label={option.label}
          defaultChecked={field.defaultValue === option.value}
          autoFocus={field.autoFocus && i === 0}
          onChange={onChange ? () => onChange(field.name, option.value) : undefined}
        />
      ))}
    </RadioGroup>
  )
}
