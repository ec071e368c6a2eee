import { data, redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import { storefrontContext } from '../../lib/context.server.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../catalog/cache-headers.server.ts'
import { readForm, rethrowApiError } from '../orders/orders.server.ts'
import { type DateFormFailure, type DateFormReply, importantDateFormSchema } from './important-date-schema.ts'

const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }
const PAGE = '/my/important-dates/'
export const DONE = ['added', 'saved', 'deleted'] as const
export type Done = (typeof DONE)[number]

export async function loadImportantDates(request: Request) {
  const context = await storefrontContext(request)
  const { results } = await context.api.customerLists.listImportantDates().catch(rethrowApiError)
  const url = new URL(request.url)
  const editId = Number(url.searchParams.get('edit')) || null
  const done = DONE.find((value) => value === url.searchParams.get('done')) ?? null
  return data(
    { dates: results, editing: results.find((d) => d.id === editId) ?? null, done },
    { headers: NO_STORE },
  )
}

/**
 * Add, edit or delete (intent `create`, `update`, `delete`), parsed by conform with the API's field schemas and
 * the domain's date rules, so the shopper's language names the mistake; the API checks the same rules again.
 * Success goes back to the list with a notice (post/redirect/get), a refusal re-renders the form with what was
 * typed and a code per field.
 */
export async function importantDatesAction(request: Request) {
  const context = await storefrontContext(request)
  const submission = parseForm(await readForm(request), importantDateFormSchema(new Date()))
  const refuse = (reply: DateFormReply) =>
    data<DateFormReply | null>(reply, { status: 400, headers: NO_STORE })
  if (submission.status !== 'success') {
    const intent = submission.payload.intent
    // A post that is none of the page's forms has nothing to show again.
    if (intent !== 'create' && intent !== 'update') return data(null, { status: 400, headers: NO_STORE })
    return refuse(submission.reply())
  }
  const input = submission.value
  const api = context.api.customerLists
  if (input.intent === 'delete') {
    await api.deleteImportantDate(input.id).catch((error: unknown) => {
      // Already gone (another tab deleted it): the list is what the shopper wanted.
      if (!(error instanceof ApiError && error.status === 404)) rethrowApiError(error)
    })
    return redirect(`${PAGE}?done=deleted`, { status: 303, headers: NO_STORE })
  }
  const body = { name: input.name, date: input.date }
  const failed = (failure: DateFormFailure) => refuse(submission.reply({ formErrors: [failure] }))
  try {
    if (input.intent === 'update') await api.updateImportantDate(input.id, body)
    else await api.createImportantDate(body)
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return failed('too_many')
    if (error instanceof ApiError && error.status === 400) return failed('failed')
    rethrowApiError(error)
  }
  return redirect(`${PAGE}?done=${input.intent === 'update' ? 'saved' : 'added'}`, {
    status: 303,
    headers: NO_STORE,
  })
}
