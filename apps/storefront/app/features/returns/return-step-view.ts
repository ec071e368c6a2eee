/**
 * What a step of the return form shows, with or without JavaScript: the values (the machine's, or the stored
 * form), the values as typed in a refused post (`submission.reply()`'s `initialValue`), the errors by input
 * name (codes of the one message map, or the wizard's own upload and send states) and, without JavaScript, the
 * input that takes the focus.
 */
import type { Outlet } from '@vitrina/api-client'
import type { PendingUpload } from './returns.machine.ts'
import {
  type ReturnForm,
  type ReturnItem,
  type ReturnStep,
  STEP_FIELDS,
  type StepErrors,
} from './returns-form.ts'

/** What the page does with JavaScript: the machine's events. Absent: the plain multi-page form posts. */
export type LiveHandlers = {
  field: (path: string, value: string) => void
  toggleItem: (id: number) => void
  allItems: () => void
  addFiles: (files: File[]) => void
  removePhoto: (id: number) => void
  addDocuments: (files: File[]) => void
  removeDocument: (id: number) => void
  dismissUpload: (key: string) => void
  edit: (step: ReturnStep) => void
}

export type ReturnStepsProps = {
  step: ReturnStep
  form: ReturnForm
  errors: StepErrors
  /** The refused post's values as typed (conform's `initialValue`, nested by input name), or null. */
  typed: unknown
  /** The input that takes the focus without JavaScript (with it, conform focuses). */
  focus: string | null
  items: ReturnItem[]
  outlets: Outlet[]
  uploads: PendingUpload[]
  busy: boolean
  live: LiveHandlers | null
}

/** A value of the typed post by dotted input name (`applicant.email`), or undefined. */
export function typedAt(typed: unknown, name: string): unknown {
  let value = typed
  for (const key of name.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** An input's error; a choice refused as a whole (`refund` with no method) is its radio group's. */
export function errorOf(errors: StepErrors, name: string): string | undefined {
  return (
    errors[name] ??
    (name.endsWith('.method') || name.endsWith('.kind') ? errors[name.split('.')[0] ?? ''] : undefined)
  )
}

/** The step's inputs in the page's order: the items, the texts, then the files. */
const INPUT_ORDER: Record<ReturnStep, readonly string[]> = {
  items: ['items'],
  reason: [...STEP_FIELDS.reason, 'photos'],
  applicant: [...STEP_FIELDS.applicant, 'documents'],
  refund: STEP_FIELDS.refund,
  pickup: STEP_FIELDS.pickup,
  review: [],
}

/** The first wrong input of the step (the one a refused post focuses), or null. */
export function firstWrongInput(step: ReturnStep, errors: StepErrors): string | null {
  return INPUT_ORDER[step].find((name) => errorOf(errors, name) !== undefined) ?? null
}

/** The element id of an input (the kit's error id is `<id>-error`). */
export const inputId = (name: string) => `return-${name.replace('.', '-')}`
