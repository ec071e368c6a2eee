import { data, redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import type { LegalInfo } from '@vitrina/domain/legal-info'
import { storefrontContext } from '../../lib/context.server.ts'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../catalog/cache-headers.server.ts'
import {
  apiLegalInfoErrors,
  LEGAL_SAVE_FAILED,
  LEGAL_SAVED_PARAM,
  type LegalInfoReply,
  legalInfoValues,
  parseLegalInfoForm,
} from './legal-info-form.ts'

const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }

/** The stored legal info for the profile page; null for a personal customer (the section is not shown). */
export async function loadLegalInfo(
  request: Request,
  customer: { id: number; kind: string },
): Promise<LegalInfo | null> {
  if (customer.kind !== 'legal') return null
  const context = await storefrontContext(request)
  return legalInfoValues(await context.api.legal.getLegalInfo(customer.id))
}

/**
 * Saves the posted legal info (PUT /api/customers/{id}/legal-info/): checked here with the API's schema and the
 * domain's rules first (conform), then by the API; a refused form comes back as typed with each field's code or
 * the API's own words, a saved one redirects (303) to `?legal=saved`.
 */
export async function saveLegalInfo(request: Request, form: FormData, customerId: number) {
  const parsed = parseLegalInfoForm(form)
  if (!parsed.ok) return refused(parsed.submission.reply(), 400)
  const context = await storefrontContext(request)
  try {
    await context.api.legal.saveLegalInfo(customerId, parsed.info)
    return redirect(`/my/profile/?${LEGAL_SAVED_PARAM}=saved#legal-info-title`, {
      status: 303,
      headers: NO_STORE,
    })
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw data(null, { status: 401 })
    if (error instanceof ApiError && error.status === 400) {
      const fieldErrors = apiLegalInfoErrors(error.fieldErrors)
      const named = Object.keys(fieldErrors).length > 0
      return refused(
        parsed.submission.reply({ fieldErrors, formErrors: named ? [] : [LEGAL_SAVE_FAILED] }),
        400,
      )
    }
    console.error('profile: saving the legal info failed', error)
    return refused(parsed.submission.reply({ formErrors: [LEGAL_SAVE_FAILED] }), 502)
  }
}

/** A refused form: conform's reply (codes or the API's words per field, and the values as typed). */
function refused(reply: LegalInfoReply, status: number) {
  return data(reply, { status, headers: NO_STORE })
}
