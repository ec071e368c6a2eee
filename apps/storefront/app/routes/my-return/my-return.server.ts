import { parse, type SubmissionResult } from '@conform-to/react'
import { data, redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import { RETURN_PHOTOS } from '@vitrina/domain/return-application'
import { idParam, loadOwnOrder, readForm, rethrowApiError } from '../../features/orders/orders.server.ts'
import {
  firstInvalidStep,
  type ReturnRules,
  stepSubmission,
  validateAll,
} from '../../features/returns/return-step-schema.ts'
import { sendErrors } from '../../features/returns/returns.machine.ts'
import {
  assertSameOrigin,
  loadForm,
  NO_STORE,
  pickupPoints,
  returnableItems,
  uploadProblem,
} from '../../features/returns/returns.server.ts'
import {
  isReturnStep,
  nextStep,
  previousStep,
  RETURN_DOCUMENTS_MAX,
  type ReturnForm,
  type ReturnItem,
  type ReturnStep,
  readStep,
  type StepErrors,
  toReclamationRequest,
} from '../../features/returns/returns-form.ts'
import { type StorefrontContext, storefrontContext } from '../../lib/context.server.ts'
import { currentCustomer } from '../../lib/session.server.ts'

type Params = Record<string, string | undefined>

async function pageBasics(request: Request, params: Params) {
  const context = await storefrontContext(request)
  const order = await loadOwnOrder(context, idParam(params, 'order'))
  const item = idParam(params, 'orderItem')
  const line = order.items.find((i) => i.id === item)
  if (!line) throw data(null, { status: 404, headers: NO_STORE })
  const answer = await context.api.reclamations.getReturnable(order.id).catch(rethrowApiError)
  const status = answer.items.find((a) => a.order_item === item) ?? null
  return { context, order, item, line, status, items: returnableItems(order, answer) }
}

/** /my/orders/{order}/return/{orderItem}: the step to show (the URL's, else where the draft was left). */
export async function loadReturnPage(request: Request, params: Params) {
  const { context, order, item, line, status, items } = await pageBasics(request, params)
  const customer = await currentCustomer(context)
  const { draft, form } = await loadForm(context, item, customer)
  const asked = new URL(request.url).searchParams.get('step')
  const step: ReturnStep = isReturnStep(asked)
    ? asked
    : draft && isReturnStep(draft.step)
      ? draft.step
      : 'items'
  return data(
    {
      order: { id: order.id, number: order.number },
      line: { id: line.id, name: line.name },
      status,
      items,
      draft,
      form,
      step,
      outlets: status?.returnable ? await pickupPoints(context) : [],
      today: new Date().toISOString(),
    },
    { headers: NO_STORE },
  )
}

/**
 * A refused post: the step to show, the form as stored (with the posted step read in) and conform's reply
 * (`submission.reply()`: the codes by input name and the values as typed).
 */
export type ReturnReply = { step: ReturnStep; form: ReturnForm; submission: SubmissionResult<string[]> }

/** A refusal that is not the step's rules (an upload, the send): conform's reply with these errors. */
function refusal(posted: FormData, errors: StepErrors): SubmissionResult<string[]> {
  const error = Object.fromEntries(Object.entries(errors).map(([name, code]) => [name, [code]]))
  // The typed texts only: the posted files are uploaded (or refused) and cannot go back to the page.
  const typed = new URLSearchParams()
  for (const [name, value] of posted.entries()) if (typeof value === 'string') typed.append(name, value)
  return parse(typed, { resolve: () => ({ error }) }).reply()
}

/** The file inputs of the form: the photos (reason step) and the identity document scans (applicant step). */
const UPLOAD_INPUTS = [
  { input: 'photo', kind: 'photo', field: 'photos', max: RETURN_PHOTOS.max },
  { input: 'document_file', kind: 'document', field: 'documents', max: RETURN_DOCUMENTS_MAX },
] as const

/**
 * Uploads the files posted with a step; the first refusal stops and is reported as the field's error (a
 * document's limits differ from a photo's, so its message keys are its own). Files beyond the maximum are
 * not uploaded, as the machine's guards do with JavaScript.
 */
async function uploadPosted(
  context: StorefrontContext,
  form: ReturnForm,
  posted: FormData,
): Promise<{ form: ReturnForm; problem: { field: string; key: string } | null }> {
  let next = form
  for (const { input, kind, field, max } of UPLOAD_INPUTS)
    for (const file of posted.getAll(input)) {
      if (!(file instanceof File) || file.size === 0 || next[field].length >= max) continue
      try {
        const upload = await context.api.reclamations.uploadFile(file, kind)
        const stored = { id: upload.id, name: upload.name, url: upload.url }
        next = { ...next, [field]: [...next[field], stored] }
      } catch (error) {
        const problem = uploadProblem(error)
        const key = kind === 'document' && problem !== 'failed' ? `document_${problem}` : problem
        return { form: next, problem: { field, key } }
      }
    }
  return { form: next, problem: null }
}

/** Sends the finished form; field errors or `send_failed` come back for the review step. */
async function send(
  context: StorefrontContext,
  form: ReturnForm,
  order: number,
  items: ReturnItem[],
  rules: ReturnRules,
): Promise<{ id: number } | { errors: StepErrors }> {
  const invalid = firstInvalidStep(form, rules)
  if (invalid) return { errors: validateAll(form, rules) }
  try {
    return await context.api.reclamations.createReclamation(toReclamationRequest(form, order, items))
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) rethrowApiError(error)
    if (!(error instanceof ApiError && error.status < 500)) console.error('returns: send failed', error)
    return { errors: sendErrors(error) }
  }
}

type Removed = { field: 'photos' | 'documents'; id: number } | null

function intentOf(posted: FormData): { intent: string; removed: Removed } {
  // A file's Remove button names the file instead of an intent (only the pressed button is posted).
  const photo = posted.get('remove_photo')
  if (photo !== null) return { intent: 'remove-file', removed: { field: 'photos', id: Number(photo) } }
  const document = posted.get('remove_document')
  if (document !== null)
    return { intent: 'remove-file', removed: { field: 'documents', id: Number(document) } }
  return { intent: String(posted.get('intent') ?? 'next'), removed: null }
}

/**
 * The multi-page form without JavaScript, with the machine's rules: `next` parses the posted step with conform
 * (`stepSubmission`, the schema the machine's guard and the live form's `onValidate` run) and moves on, `back` keeps what was typed, `upload` and a file's Remove change the photos or documents, `send` checks everything
 * and sends. Every change is saved as the server-side draft first, so leaving and coming back loses nothing.
 */
export async function returnPageAction(request: Request, params: Params) {
  assertSameOrigin(request)
  const { context, order, item, items } = await pageBasics(request, params)
  const posted = await readForm(request)
  const { intent, removed } = intentOf(posted)
  const stepField = posted.get('step')
  const step: ReturnStep = isReturnStep(stepField) ? stepField : 'items'
  const customer = await currentCustomer(context)
  const stored = await loadForm(context, item, customer)
  const uploaded = await uploadPosted(
    context,
    readStep(
      step,
      stored.form,
      posted,
      items.map((i) => i.id),
    ),
    posted,
  )
  let form = uploaded.form
  if (removed !== null)
    form = { ...form, [removed.field]: form[removed.field].filter((f) => f.id !== removed.id) }
  const rules: ReturnRules = { today: new Date(), returnable: items.map((i) => i.id) }
  const reply = (submission: SubmissionResult<string[]>, at: ReturnStep = step) =>
    data<ReturnReply>({ step: at, form, submission }, { status: 400, headers: NO_STORE })
  const save = (at: ReturnStep) =>
    context.api.reclamations.saveReclamationDraft(item, { step: at, data: form })
  const goTo = async (at: ReturnStep) => {
    await save(at)
    return redirect(`?step=${at}`, { status: 303, headers: NO_STORE })
  }
  if (uploaded.problem) {
    await save(step)
    return reply(refusal(posted, { [uploaded.problem.field]: uploaded.problem.key }))
  }
  if (intent === 'back') return goTo(previousStep(step))
  if (intent === 'upload' || intent === 'remove-file') return goTo(step)
  if (intent === 'send') {
    const result = await send(context, form, order.id, items, rules)
    if ('errors' in result) return reply(refusal(posted, result.errors), 'review')
    return redirect(`/my/reclamations/${result.id}/?sent=1`, { status: 303, headers: NO_STORE })
  }
  if (step === 'review') return goTo(step)
  const submission = stepSubmission(step, posted, form, rules)
  if (submission.status !== 'success') {
    await save(step)
    return reply(submission.reply())
  }
  return goTo(nextStep(step))
}
