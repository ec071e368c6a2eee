/**
 * The return application form with JavaScript: the single source of truth of the page. The UI renders the
 * snapshot and sends events; the route provides the actors (its resource calls) and the input (the order's
 * returnable items, the stored draft, today's date).
 *
 * States
 * - `editing` (tag `editable`), one child per step of returns-form.ts: items → reason → applicant → refund →
 *   pickup → review. `step.next` leaves a step only when the step's rules find it valid (guard `isStepValid`:
 *   return-step-schema.ts, the same conform parse the no-JS action and the live form's `onValidate` run), and
 *   the reason step (photos) and the applicant step (identity document scans) also wait for their running
 *   uploads (`hasNoPendingUploads`: "wait for uploads to finish").
 *   `step.back` and, from the review, `step.edit` go back without checks.
 * - `sending` (tag `busy`): `sendApplication` with the API request. Events are ignored meanwhile, so a double
 *   click sends once; the page says not to close it.
 * - `sent` (final): output `{ id }` of the created application.
 *
 * Decisions
 * - Uploads run beside the steps: `photo.add` and `document.add` spawn one `uploadFile` actor per file (with
 *   its kind, which the API's limits depend on), which reports `upload.progress`, `upload.done` or
 *   `upload.failed` (too large, wrong format, failed). They are handled at the `editing` level so that moving
 *   between steps never loses a running upload; a finished upload joins the photos or the documents by the
 *   kind it was started with.
 * - Identity document scans sit on the applicant step, beside the passport fields they prove. They are
 *   optional (the API's `documents` may be empty: the passport fields are what the manager checks, a scan only
 *   speeds the check up) and at most RETURN_DOCUMENTS_MAX; the picker offers PDF, JPEG and PNG, what a scanner
 *   or a phone's document mode writes (the API also takes WebP and HEIC by their bytes).
 * - Resumable: every change spawns `saveDraft` with the step and the form (replacing the previous one, so the
 *   route's actor can debounce); a reload or a later visit starts from that draft with nothing lost.
 * - A refused send goes back to the review with the API's field errors (or `send_failed`) and the form intact.
 */
import type { Reclamation, ReclamationRequest, Upload } from '@vitrina/api-client'
import { ApiError } from '@vitrina/api-client'
import { RETURN_PHOTOS } from '@vitrina/domain/return-application'
import { and, assertEvent, assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate'
import { type ReturnRules, validateStep } from './return-step-schema.ts'
import {
  emptyReturnForm,
  formFromDraft,
  isReturnStep,
  RETURN_DOCUMENTS_MAX,
  type ReturnForm,
  type ReturnItem,
  type ReturnStep,
  type StepErrors,
  setField,
  toReclamationRequest,
} from './returns-form.ts'

export type UploadProblem = 'too_large' | 'wrong_format' | 'failed'
export type UploadKind = 'photo' | 'document'
export type PendingUpload = {
  key: string
  kind: UploadKind
  name: string
  loaded: number
  total: number
  problem: UploadProblem | null
}
export type ReturnsInput = {
  order: number
  items: ReturnItem[]
  /** The order item the page is for: chosen when there is no draft. */
  item: number
  draft: { step: string; data: Record<string, unknown> } | null
  applicant?: Partial<ReturnForm['applicant']>
  today: string
}
export type ReturnsContext = {
  order: number
  items: ReturnItem[]
  step: ReturnStep
  form: ReturnForm
  errors: StepErrors
  uploads: PendingUpload[]
  today: string
  sentId: number | null
}
export type ReturnsEvent =
  | { type: 'field.change'; path: string; value: string }
  | { type: 'item.toggle'; id: number }
  | { type: 'items.all' }
  | { type: 'photo.add'; key: string; file: File }
  | { type: 'photo.remove'; id: number }
  | { type: 'document.add'; key: string; file: File }
  | { type: 'document.remove'; id: number }
  | { type: 'upload.progress'; key: string; loaded: number; total: number }
  | { type: 'upload.done'; key: string; upload: Upload }
  | { type: 'upload.failed'; key: string; problem: UploadProblem }
  | { type: 'upload.dismiss'; key: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.edit'; step: ReturnStep }
  | { type: 'send' }
export type UploadInput = { key: string; file: File; kind: UploadKind }
export type DraftInput = { step: ReturnStep; form: ReturnForm }

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`returns: the ${name} actor must be provided by the route`)
}
/** What the step rules read besides the form (the same the no-JS action gives them). */
export const rulesOf = (context: Pick<ReturnsContext, 'today' | 'items'>): ReturnRules => ({
  today: new Date(context.today),
  returnable: context.items.map((item) => item.id),
})

/** The send failure as field errors: the API's `{ field: [message] }`, else one form-level key. */
export function sendErrors(error: unknown): StepErrors {
  if (error instanceof ApiError && error.status === 400 && error.body && typeof error.body === 'object') {
    const fields = Object.entries(error.body as Record<string, unknown>).filter(([, v]) => Array.isArray(v))
    if (fields.length > 0) return Object.fromEntries(fields.map(([k, v]) => [k, String((v as unknown[])[0])]))
  }
  return { form: 'send_failed' }
}

export const returnsSetup = setup({
  types: {
    input: {} as ReturnsInput,
    context: {} as ReturnsContext,
    events: {} as ReturnsEvent,
    output: {} as { id: number },
    tags: {} as 'editable' | 'busy',
  },
  actors: {
    sendApplication: fromPromise<Reclamation, ReclamationRequest>(notProvided('sendApplication')),
    saveDraft: fromPromise<unknown, DraftInput>(notProvided('saveDraft')),
    uploadFile: fromCallback<ReturnsEvent, UploadInput>(() => {
      throw new Error('returns: the uploadFile actor must be provided by the route')
    }),
  },
  guards: {
    isStepValid: ({ context }) =>
      Object.keys(validateStep(context.step, context.form, rulesOf(context))).length === 0,
    hasNoPendingUploads: ({ context }, params: { kind: UploadKind }) =>
      context.uploads.every((u) => u.kind !== params.kind || u.problem !== null),
    isEditTarget: ({ event }, params: { step: ReturnStep }) =>
      event.type === 'step.edit' && event.step === params.step,
    isReturnableItem: ({ context, event }) =>
      event.type === 'item.toggle' && context.items.some((i) => i.id === event.id),
    isKnownUpload: ({ context, event }) => 'key' in event && context.uploads.some((u) => u.key === event.key),
    canAddPhoto: ({ context, event }) =>
      event.type === 'photo.add' &&
      !context.uploads.some((u) => u.key === event.key) &&
      context.form.photos.length + context.uploads.filter((u) => u.kind === 'photo').length <
        RETURN_PHOTOS.max,
    canAddDocument: ({ context, event }) =>
      event.type === 'document.add' &&
      !context.uploads.some((u) => u.key === event.key) &&
      context.form.documents.length + context.uploads.filter((u) => u.kind === 'document').length <
        RETURN_DOCUMENTS_MAX,
    isResumeStep: ({ context }, params: { step: ReturnStep }) => context.step === params.step,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      const { [event.path]: _cleared, ...errors } = context.errors
      return { form: setField(context.form, event.path, event.value), errors }
    }),
    toggleItem: assign(({ context, event }) => {
      assertEvent(event, 'item.toggle')
      const items = context.form.items.includes(event.id)
        ? context.form.items.filter((id) => id !== event.id)
        : [...context.form.items, event.id]
      return { form: { ...context.form, items }, errors: {} }
    }),
    chooseAllItems: assign(({ context }) => ({
      form: { ...context.form, items: context.items.map((i) => i.id) },
      errors: {},
    })),
    startUpload: assign(({ context, event, spawn }) => {
      assertEvent(event, ['photo.add', 'document.add'])
      const kind: UploadKind = event.type === 'document.add' ? 'document' : 'photo'
      spawn('uploadFile', { id: `upload-${event.key}`, input: { key: event.key, file: event.file, kind } })
      const pending: PendingUpload = {
        key: event.key,
        kind,
        name: event.file.name,
        loaded: 0,
        total: event.file.size,
        problem: null,
      }
      return { uploads: [...context.uploads, pending] }
    }),
    trackProgress: assign(({ context, event }) => {
      assertEvent(event, 'upload.progress')
      return {
        uploads: context.uploads.map((u) =>
          u.key === event.key ? { ...u, loaded: event.loaded, total: event.total } : u,
        ),
      }
    }),
    finishUpload: assign(({ context, event }) => {
      assertEvent(event, 'upload.done')
      const field =
        context.uploads.find((u) => u.key === event.key)?.kind === 'document' ? 'documents' : 'photos'
      const { [field]: _cleared, ...errors } = context.errors
      const file = { id: event.upload.id, name: event.upload.name, url: event.upload.url }
      return {
        uploads: context.uploads.filter((u) => u.key !== event.key),
        form: { ...context.form, [field]: [...context.form[field], file] },
        errors,
      }
    }),
    failUpload: assign(({ context, event }) => {
      assertEvent(event, 'upload.failed')
      return {
        uploads: context.uploads.map((u) => (u.key === event.key ? { ...u, problem: event.problem } : u)),
      }
    }),
    dismissUpload: assign(({ context, event }) => {
      assertEvent(event, 'upload.dismiss')
      return { uploads: context.uploads.filter((u) => u.key !== event.key) }
    }),
    removePhoto: assign(({ context, event }) => {
      assertEvent(event, 'photo.remove')
      return { form: { ...context.form, photos: context.form.photos.filter((p) => p.id !== event.id) } }
    }),
    removeDocument: assign(({ context, event }) => {
      assertEvent(event, 'document.remove')
      const documents = context.form.documents.filter((d) => d.id !== event.id)
      return { form: { ...context.form, documents } }
    }),
    showStepErrors: assign(({ context }) => ({
      errors: validateStep(context.step, context.form, rulesOf(context)),
    })),
    showPendingUploads: assign(({ context }, params: { field: 'photos' | 'documents' }) => ({
      errors: { ...context.errors, [params.field]: 'uploads_pending' },
    })),
    clearErrors: assign({ errors: {} }),
    enterStep: assign((_, params: { step: ReturnStep }) => ({ step: params.step })),
    persist: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild('draft')
      enqueue.spawnChild('saveDraft', { id: 'draft', input: { step: context.step, form: context.form } })
    }),
    showSendErrors: assign(({ event }) => ({ errors: sendErrors((event as { error?: unknown }).error) })),
    recordSent: assign(({ event }) => ({ sentId: (event as unknown as { output: Reclamation }).output.id })),
  },
})

export function initialReturnsContext(input: ReturnsInput): ReturnsContext {
  const fresh = emptyReturnForm([input.item], input.applicant)
  const step = input.draft && isReturnStep(input.draft.step) ? input.draft.step : 'items'
  return {
    order: input.order,
    items: input.items,
    step,
    form: input.draft ? formFromDraft(input.draft.data, fresh) : fresh,
    errors: {},
    uploads: [],
    today: input.today,
    sentId: null,
  }
}

const advance = (to: ReturnStep) =>
  [
    {
      guard: 'isStepValid' as const,
      target: to,
      actions: [
        { type: 'enterStep' as const, params: { step: to } },
        'clearErrors' as const,
        'persist' as const,
      ],
    },
    { actions: 'showStepErrors' },
  ] as const
/** A step with uploads: it is left only when its files have finished uploading ("wait for uploads"). */
const advanceAfterUploads = (to: ReturnStep, kind: UploadKind) => {
  const settled = { type: 'hasNoPendingUploads' as const, params: { kind } }
  const field = kind === 'photo' ? ('photos' as const) : ('documents' as const)
  return [
    {
      guard: and([settled, 'isStepValid']),
      target: to,
      actions: [
        { type: 'enterStep' as const, params: { step: to } },
        'clearErrors' as const,
        'persist' as const,
      ],
    },
    { guard: settled, actions: 'showStepErrors' as const },
    { actions: { type: 'showPendingUploads' as const, params: { field } } },
  ]
}
const back = (to: ReturnStep) => ({
  target: to,
  actions: [{ type: 'enterStep' as const, params: { step: to } }, 'clearErrors' as const, 'persist' as const],
})
const resumeAt = (step: ReturnStep) => ({
  guard: { type: 'isResumeStep' as const, params: { step } },
  target: step,
})

export const returnsMachine = returnsSetup.createMachine({
  id: 'returns',
  context: ({ input }) => initialReturnsContext(input),
  initial: 'editing',
  output: ({ context }) => ({ id: context.sentId ?? 0 }),
  states: {
    editing: {
      tags: 'editable',
      initial: 'resume',
      on: {
        'field.change': { actions: ['changeField', 'persist'] },
        'photo.add': { guard: 'canAddPhoto', actions: 'startUpload' },
        'upload.progress': { guard: 'isKnownUpload', actions: 'trackProgress' },
        'upload.done': { guard: 'isKnownUpload', actions: ['finishUpload', 'persist'] },
        'upload.failed': { guard: 'isKnownUpload', actions: 'failUpload' },
        'upload.dismiss': { guard: 'isKnownUpload', actions: 'dismissUpload' },
        'photo.remove': { actions: ['removePhoto', 'persist'] },
        'document.add': { guard: 'canAddDocument', actions: 'startUpload' },
        'document.remove': { actions: ['removeDocument', 'persist'] },
      },
      states: {
        // Where the stored draft was left; a fresh form starts with the items.
        resume: {
          always: [
            resumeAt('reason'),
            resumeAt('applicant'),
            resumeAt('refund'),
            resumeAt('pickup'),
            resumeAt('review'),
            { target: 'items' },
          ],
        },
        items: {
          on: {
            'item.toggle': { guard: 'isReturnableItem', actions: ['toggleItem', 'persist'] },
            'items.all': { actions: ['chooseAllItems', 'persist'] },
            'step.next': advance('reason'),
          },
        },
        reason: {
          on: { 'step.next': advanceAfterUploads('applicant', 'photo'), 'step.back': back('items') },
        },
        applicant: {
          on: { 'step.next': advanceAfterUploads('refund', 'document'), 'step.back': back('reason') },
        },
        refund: { on: { 'step.next': advance('pickup'), 'step.back': back('applicant') } },
        pickup: { on: { 'step.next': advance('review'), 'step.back': back('refund') } },
        review: {
          on: {
            send: [{ guard: 'isStepValid', target: '#returns.sending' }, { actions: 'showStepErrors' }],
            'step.back': back('pickup'),
            'step.edit': [
              { guard: { type: 'isEditTarget', params: { step: 'items' } }, ...back('items') },
              { guard: { type: 'isEditTarget', params: { step: 'reason' } }, ...back('reason') },
              { guard: { type: 'isEditTarget', params: { step: 'applicant' } }, ...back('applicant') },
              { guard: { type: 'isEditTarget', params: { step: 'refund' } }, ...back('refund') },
              { guard: { type: 'isEditTarget', params: { step: 'pickup' } }, ...back('pickup') },
            ],
          },
        },
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'sendApplication',
        src: 'sendApplication',
        input: ({ context }) => toReclamationRequest(context.form, context.order, context.items),
        onDone: { target: 'sent', actions: 'recordSent' },
        onError: { target: 'editing.review', actions: 'showSendErrors' },
      },
    },
    sent: { type: 'final' },
  },
})
