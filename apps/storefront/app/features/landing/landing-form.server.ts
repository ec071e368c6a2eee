import { data, redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import { LANDING_SENT_FORM_IDS, readLandingForm } from '@vitrina/api-client/schemas/landing-form'
import { isSafeHref } from '@vitrina/domain/safe-href'
import * as v from 'valibot'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { mediaUrl } from '../catalog/home-blocks.ts'
import { readForm } from '../orders/orders.server.ts'
import {
  LANDING_FAILED,
  LANDING_THROTTLED,
  type LandingReply,
  landingFormSchema,
  landingSendValues,
} from './landing-form-schema.ts'
import { LANDING_FORM_ID, type LandingFormView, SENT_PARAM } from './landing-form-view.ts'

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
 * Sends the landing form: conform with the form's schema (the API's field value and the domain's field rules;
 * codes in the shopper's language, values kept), then the API; success comes back to the page (303) with the
 * company's message where the focus lands.
 */
export async function landingFormAction(context: StorefrontContext, request: Request, pagePath: string) {
  const form = readLandingForm(context.company)
  const posted = await readForm(request)
  const formId = v.safeParse(FormId, posted.get('form_id'))
  if (!form || !formId.success || !form.form_ids.includes(formId.output)) return data(null, { status: 400 })
  const submission = parseForm(posted, landingFormSchema(formId.output, form.fields))
  if (submission.status !== 'success') return data<LandingReply>(submission.reply(), { status: 400 })
  const fields = landingSendValues(formId.output, form.fields, submission.value)
  try {
    await context.api.promotions.submitLandingForm({ form_id: formId.output, page: pagePath, fields })
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      return data<LandingReply>(submission.reply({ formErrors: [LANDING_THROTTLED] }), { status: 429 })
    console.error('landing form: send failed', error)
    return data<LandingReply>(submission.reply({ formErrors: [LANDING_FAILED] }), { status: 502 })
  }
  return redirect(`${pagePath}?${SENT_PARAM}=${formId.output}#${LANDING_FORM_ID}`, { status: 303 })
}
