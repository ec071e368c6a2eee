import { data, redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import { LANDING_SENT_FORM_IDS, readLandingForm } from '@vitrina/api-client/schemas/landing-form'
import { checkLandingFields, fieldsOfForm, landingValues } from '@vitrina/domain/landing-form'
import { isSafeHref } from '@vitrina/domain/safe-href'
import * as v from 'valibot'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { mediaUrl } from '../catalog/home-blocks.ts'
import { readForm } from '../orders/orders.server.ts'
import { LANDING_FORM_ID, type LandingFormView, type LandingReply, SENT_PARAM } from './landing-form-view.ts'

const chatLink = (href: string | null | undefined) =>
  href && /^https:\/\//i.test(href) && isSafeHref(href, { external: true }) ? href : null

export function landingFormView(context: StorefrontContext, search: URLSearchParams): LandingFormView | null {
  const form = readLandingForm(context.company)
  if (!form) return null
  const sent = search.get(SENT_PARAM)
  const image = context.company.landing_form_image
  return {
    ...form,
    image: typeof image === 'string' ? mediaUrl(image, context.api.options.baseUrl) : null,
    chats: { telegram: chatLink(form.chat_links.telegram), whatsapp: chatLink(form.chat_links.whatsapp) },
    sent: LANDING_SENT_FORM_IDS.find((id) => id === sent) ?? null,
  }
}

const FormId = v.picklist(LANDING_SENT_FORM_IDS)

/**
 * Sends the landing form: the shared field rules first (errors in the shopper's language, values kept), then
 * the API; success comes back to the page (303) with the company's message where the focus lands.
 */
export async function landingFormAction(context: StorefrontContext, request: Request, pagePath: string) {
  const form = readLandingForm(context.company)
  const body = Object.fromEntries(
    [...(await readForm(request)).entries()].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : '',
    ]),
  )
  const formId = v.safeParse(FormId, body.form_id)
  if (!form || !formId.success || !form.form_ids.includes(formId.output)) return data(null, { status: 400 })
  const asked = fieldsOfForm(formId.output, form.fields)
  const values = landingValues(asked, body)
  const fieldErrors = checkLandingFields(asked, values)
  const reply = (extra: Partial<LandingReply>, status: number) =>
    data<LandingReply>({ formId: formId.output, values, fieldErrors, error: null, ...extra }, { status })
  if (Object.keys(fieldErrors).length > 0) return reply({}, 400)
  try {
    await context.api.promotions.submitLandingForm({ form_id: formId.output, page: pagePath, fields: values })
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return reply({ error: 'throttled' }, 429)
    console.error('landing form: send failed', error)
    return reply({ error: 'failed' }, 502)
  }
  return redirect(`${pagePath}?${SENT_PARAM}=${formId.output}#${LANDING_FORM_ID}`, { status: 303 })
}
