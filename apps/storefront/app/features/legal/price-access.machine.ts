import { assign, fromPromise, setup } from 'xstate'
import {
  type FormDocument,
  type SendProblem,
  type SubmitProblem,
  submitProblem,
  type UploadProblem,
} from './price-access-rules.ts'

/** One file's upload outcome: a stored document, or why it was refused. */
export type UploadOutcome = { name: string } & (
  | { ok: true; document: FormDocument }
  | { ok: false; problem: UploadProblem }
)

export type PriceAccessContext = {
  documents: FormDocument[]
  /** Names of the files being uploaded now. */
  uploading: string[]
  refused: { name: string; problem: UploadProblem }[]
  problem: SubmitProblem | SendProblem | null
}

export type PriceAccessEvent =
  | { type: 'files.add'; files: File[] }
  | { type: 'document.remove'; id: number }
  | { type: 'submit' }

const notProvided = (name: string) => () => Promise.reject(new Error(`price access: ${name} is not provided`))

/**
 * The price-access request with JavaScript (spec §5, §6): files upload as soon as they are picked, the send
 * waits for them ("wait for uploads") and needs at least one ("documents must be added"); the same rulebook
 * (`submitProblem`) answers the no-JS post. Side effects are injected actors: `uploadDocuments` stores the
 * files and answers one outcome per file; `sendRequest` sends the ids and resolves when the request is
 * on approval (it rejects with a `SendProblem`).
 */
export const priceAccessMachine = setup({
  types: {} as {
    context: PriceAccessContext
    events: PriceAccessEvent
    input: { documents?: FormDocument[] }
  },
  actors: {
    uploadDocuments: fromPromise<UploadOutcome[], { files: File[] }>(notProvided('uploadDocuments')),
    sendRequest: fromPromise<unknown, { documents: number[] }>(notProvided('sendRequest')),
  },
  guards: {
    canSend: ({ context }) =>
      submitProblem({ documents: context.documents.length, uploading: context.uploading.length }) === null,
    hasFiles: ({ event }) => event.type === 'files.add' && event.files.length > 0,
  },
  actions: {
    blockSend: assign({
      problem: ({ context }) =>
        submitProblem({ documents: context.documents.length, uploading: context.uploading.length }),
    }),
    removeDocument: assign({
      documents: ({ context, event }) =>
        event.type === 'document.remove'
          ? context.documents.filter((d) => d.id !== event.id)
          : context.documents,
    }),
  },
}).createMachine({
  id: 'priceAccess',
  context: ({ input }) => ({ documents: input.documents ?? [], uploading: [], refused: [], problem: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'files.add': { guard: 'hasFiles', target: 'uploading' },
        'document.remove': { actions: 'removeDocument' },
        submit: [{ guard: 'canSend', target: 'sending' }, { actions: 'blockSend' }],
      },
    },
    uploading: {
      entry: assign({
        uploading: ({ event }) => (event.type === 'files.add' ? event.files.map((f) => f.name) : []),
        refused: [],
        problem: null,
      }),
      invoke: {
        id: 'uploadDocuments',
        src: 'uploadDocuments',
        input: ({ event }) => ({ files: event.type === 'files.add' ? event.files : [] }),
        onDone: {
          target: 'editing',
          actions: assign({
            documents: ({ context, event }) => [
              ...context.documents,
              ...event.output.flatMap((o) => (o.ok ? [o.document] : [])),
            ],
            refused: ({ event }) =>
              event.output.flatMap((o) => (o.ok ? [] : [{ name: o.name, problem: o.problem }])),
            uploading: [],
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            refused: ({ context }) => context.uploading.map((name) => ({ name, problem: 'failed' as const })),
            uploading: [],
          }),
        },
      },
      on: { submit: { actions: 'blockSend' } },
    },
    sending: {
      entry: assign({ problem: null }),
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => ({ documents: context.documents.map((d) => d.id) }),
        onDone: 'sent',
        onError: {
          target: 'editing',
          actions: assign({
            problem: ({ event }) => (isSendProblem(event.error) ? event.error : 'failed'),
          }),
        },
      },
    },
    sent: { type: 'final' },
  },
})

const SEND_PROBLEMS: readonly unknown[] = ['not_legal', 'pending', 'approved', 'documents_required', 'failed']
function isSendProblem(value: unknown): value is SendProblem {
  return SEND_PROBLEMS.includes(value)
}
