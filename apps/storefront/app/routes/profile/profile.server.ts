import { data, redirect } from '@remix-run/node'
import { ApiError, type Customer } from '@vitrina/api-client'
import {
  apiProfileErrors,
  PROFILE_SAVE_FAILED,
  type ProfileReply,
  parseProfileForm,
  profileValues,
  savedLocation,
} from '../../features/account/profile-form.ts'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { loadLegalInfo, saveLegalInfo } from '../../features/legal/legal-info.server.ts'
import { LEGAL_INFO_INTENT } from '../../features/legal/legal-info-form.ts'
import { type StorefrontContext, storefrontContext } from '../../lib/context.server.ts'

/** Personal data is the customer's own: no cache may keep it. */
const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }

/** The profile page's data: the form's stored values, the phone (shown, never editable) and the email state. */
export async function loadProfile(request: Request) {
  const customer = await currentCustomer(await storefrontContext(request))
  return data(
    {
      values: profileValues(customer),
      phone: customer.phone,
      email: customer.email,
      emailConfirmed: customer.email_confirmed,
      // A legal customer's details (issue 14); null for a personal one, whose page has no legal section.
      legal: await loadLegalInfo(request, customer),
    },
    { headers: NO_STORE },
  )
}

/**
 * Saves the form (PATCH /api/customers/{id}/). A refused form comes back with what was typed and an error per
 * field: ours, or the API's own 400 field errors; a save redirects (303) to `?saved=`, which also tells
 * whether the API sent a confirmation link to a new email.
 */
export async function saveProfile(request: Request) {
  const context = await storefrontContext(request)
  const form = await request.formData().catch(() => {
    throw data(null, { status: 400 })
  })
  if (form.get('intent') === LEGAL_INFO_INTENT)
    return saveLegalInfo(request, form, (await currentCustomer(context)).id)
  const parsed = parseProfileForm(form, new Date())
  if (!parsed.ok) return refused(parsed.submission.reply(), 400)
  const customer = await currentCustomer(context)
  try {
    const updated = await context.api.auth.updateCustomer(customer.id, parsed.patch)
    return redirect(savedLocation(customer, updated), { status: 303, headers: NO_STORE })
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw data(null, { status: 401 })
    if (error instanceof ApiError && error.status === 400) {
      const { fieldErrors, formErrors } = apiProfileErrors(error.fieldErrors)
      const named = Object.keys(fieldErrors).length > 0 || formErrors.length > 0
      return refused(
        parsed.submission.reply({ fieldErrors, formErrors: named ? formErrors : [error.detail] }),
        400,
      )
    }
    console.error('profile: saving the personal data failed', error)
    return refused(parsed.submission.reply({ formErrors: [PROFILE_SAVE_FAILED] }), 502)
  }
}

/** A refused form: conform's reply (codes or the API's words per field, and the values as typed). */
function refused(reply: ProfileReply, status: number) {
  return data(reply, { status, headers: NO_STORE })
}

/** The signed-in customer; a token the API no longer accepts is the 401 view (sign in again). */
async function currentCustomer(context: StorefrontContext): Promise<Customer> {
  try {
    return await context.api.auth.getMe()
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw data(null, { status: 401 })
    throw error
  }
}
