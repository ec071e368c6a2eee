import type { LandingFormSettings, LandingSentFormId } from '@vitrina/api-client/schemas/landing-form'

/** What the section page and its action share (kept out of `*.server.ts`, which the browser never loads). */
export const LANDING_FORM_ID = 'landing-form'
export const SENT_PARAM = 'sent'

/** What the page needs to draw the company's landing form, or null when the company has none. */
export type LandingFormView = LandingFormSettings & {
  image: string | null
  /** Only https chat links are kept (they come from the admin, so they are untrusted). */
  chats: { telegram: string | null; whatsapp: string | null }
  sent: LandingSentFormId | null
}
