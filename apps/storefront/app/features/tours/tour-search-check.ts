/**
 * The search form's browser check, loaded when the shopper submits (a dynamic import): conform's parser and
 * the schema stay out of the tours pages' first load, which a plain GET form does not need.
 */
import { parseForm } from '../../lib/forms/form-issues.ts'
import { tourSearchFormSchema } from './tour-search-form-schema.ts'

/** The codes by input of a refused search, or null when the GET may go. */
export function checkTourSearch(form: FormData, today: string): Record<string, string[]> | null {
  const submission = parseForm(form, tourSearchFormSchema(today))
  if (submission.status === 'success') return null
  const errors: Record<string, string[]> = {}
  for (const [name, codes] of Object.entries(submission.error ?? {})) if (codes?.length) errors[name] = codes
  return errors
}
