import { data, redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import {
  type ImportantDateError,
  type ImportantDateNameError,
  importantDateIso,
  importantDateText,
  validateImportantDate,
  validateImportantDateName,
} from '@vitrina/domain/important-dates'
import { storefrontContext } from '../../lib/context.server.ts'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../catalog/cache-headers.server.ts'
import { rethrowApiError } from '../orders/orders.server.ts'

const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }
const PAGE = '/my/important-dates/'
export const DONE = ['added', 'saved', 'deleted'] as const
export type Done = (typeof DONE)[number]

export type DateFormErrors = {
  name?: ImportantDateNameError
  date?: ImportantDateError
  form?: 'too_many' | 'failed'
}
/** A refused form: what was typed comes back with the reasons, so nothing is lost. */
export type DateFormReply = {
  id: number | null
  values: { name: string; date: string }
  errors: DateFormErrors
}

/**
 * The domain's rules over the typed form. Spec §5 accepts other formats too (a pasted 2015-08-21): they are read,
 * then checked as DD.MM.YYYY.
 */
function checkDateForm(values: { name: string; date: string }) {
  const errors: DateFormErrors = {}
  const nameError = validateImportantDateName(values.name)
  if (nameError) errors.name = nameError
  const iso = importantDateIso(values.date)
  const dateError = validateImportantDate(iso ? importantDateText(iso) : values.date, new Date())
  if (dateError) errors.date = dateError
  return { errors, iso }
}

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
 * Add, edit or delete (intent `create`, `update`, `delete`). The domain's date rules run here first, so the
 * shopper's language names the mistake; the API checks the same rules again. Success goes back to the list
 * with a notice (post/redirect/get), a refusal re-renders the form with what was typed.
 */
export async function importantDatesAction(request: Request) {
  const context = await storefrontContext(request)
  const form = await request.formData()
  const intent = form.get('intent')
  const id = Number(form.get('id')) || null
  const api = context.api.customerLists
  if (intent === 'delete' && id) {
    await api.deleteImportantDate(id).catch((error: unknown) => {
      // Already gone (another tab deleted it): the list is what the shopper wanted.
      if (!(error instanceof ApiError && error.status === 404)) rethrowApiError(error)
    })
    return redirect(`${PAGE}?done=deleted`, { status: 303, headers: NO_STORE })
  }
  const values = {
    name: String(form.get('name') ?? '').slice(0, 200),
    date: String(form.get('date') ?? '').slice(0, 20),
  }
  const { errors, iso } = checkDateForm(values)
  const refuse = (reply: DateFormErrors) =>
    data<DateFormReply>({ id, values, errors: reply }, { status: 400, headers: NO_STORE })
  if (Object.keys(errors).length > 0 || !iso) return refuse(errors)
  const body = { name: values.name.trim(), date: iso }
  try {
    if (intent === 'update' && id) await api.updateImportantDate(id, body)
    else await api.createImportantDate(body)
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return refuse({ form: 'too_many' })
    if (error instanceof ApiError && error.status === 400) return refuse({ form: 'failed' })
    rethrowApiError(error)
  }
  return redirect(`${PAGE}?done=${intent === 'update' ? 'saved' : 'added'}`, {
    status: 303,
    headers: NO_STORE,
  })
}
