/** What the event page and its action share (kept out of `*.server.ts`, which the browser bundle never loads). */
export const REGISTERED_PARAM = 'registered'
export const REGISTERED_NOTICE_ID = 'registration-status'

/** Why registering failed, said on the page (spec §8: in the shopper's language, nothing lost). */
export type EventReply = { error: 'full' | 'past' | 'already' | 'failed' }
