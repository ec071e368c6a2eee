/**
 * conform's field metadata as the props of the kit's controls (packages/ui TextField, RadioGroup…): conform
 * gives the id, name, value as typed and the error codes; the kit's Field renders the label, the error (its
 * id `<id>-error` is conform's `errorId` too) and sets `aria-invalid`/`aria-describedby`. No styling here.
 */
import type { FieldMetadata } from '@conform-to/react'
import type { FormMessage } from './form-messages.tsx'

export type KitFieldProps = { id: string; name: string; defaultValue: string; error: string | null }

/** What `kitField` reads of conform's field metadata (a page without conform's runtime can give it too). */
export type KitFieldSource = Pick<FieldMetadata<unknown>, 'id' | 'name' | 'initialValue' | 'errors'>

export function kitField(field: KitFieldSource, message: FormMessage): KitFieldProps {
  const value = field.initialValue
  return {
    id: field.id,
    name: field.name,
    defaultValue: typeof value === 'string' ? value : '',
    error: message(field.errors?.[0]),
  }
}
