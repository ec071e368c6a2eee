import * as v from 'valibot'

/**
 * The company's landing form (settings `landing_form`, spec §3: form ids order / request / phone / telegram /
 * whatsapp, fields, before/after texts, button and message texts; `landing_form_image` beside it). The spec
 * names the keys but not their shapes; docs/decisions/019-events-promotions.md records the ones chosen here.
 * `order`, `request` and `phone` are forms sent to the API; `telegram` and `whatsapp` are links to the chat.
 */
export const LANDING_FORM_IDS = ['order', 'request', 'phone', 'telegram', 'whatsapp'] as const
export const LANDING_SENT_FORM_IDS = ['order', 'request', 'phone'] as const
export type LandingSentFormId = (typeof LANDING_SENT_FORM_IDS)[number]

export const LandingField = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,31}$/)),
  label: v.string(),
  type: v.picklist(['text', 'phone', 'email', 'textarea']),
  required: v.optional(v.boolean(), false),
})
export type LandingField = v.InferOutput<typeof LandingField>

export const LandingFormSettings = v.object({
  form_ids: v.array(v.picklist(LANDING_FORM_IDS)),
  fields: v.array(LandingField),
  before_text: v.optional(v.nullable(v.string()), null),
  after_text: v.optional(v.nullable(v.string()), null),
  button_text: v.optional(v.nullable(v.string()), null),
  message_text: v.optional(v.nullable(v.string()), null),
  /** Chat links the telegram and whatsapp form ids open (https only; checked again where rendered). */
  chat_links: v.optional(
    v.object({
      telegram: v.optional(v.nullable(v.string()), null),
      whatsapp: v.optional(v.nullable(v.string()), null),
    }),
    {},
  ),
})
export type LandingFormSettings = v.InferOutput<typeof LandingFormSettings>

/** The company's landing form, or null when it has none or its settings are malformed. */
export function readLandingForm(settings: Record<string, unknown>): LandingFormSettings | null {
  const parsed = v.safeParse(LandingFormSettings, settings.landing_form)
  return parsed.success ? parsed.output : null
}

/** What a shopper sends: which form, from which page, and the values of the configured fields. */
export const LandingSubmission = v.object({
  form_id: v.picklist(LANDING_SENT_FORM_IDS, 'Unknown form.'),
  page: v.optional(v.pipe(v.string(), v.maxLength(300)), ''),
  fields: v.record(
    v.pipe(v.string(), v.maxLength(32)),
    v.pipe(v.string(), v.maxLength(2000, 'At most 2000 characters.')),
  ),
})
export type LandingSubmission = v.InferOutput<typeof LandingSubmission>
export const LandingReceipt = v.object({ id: v.number(), message: v.nullable(v.string()) })
