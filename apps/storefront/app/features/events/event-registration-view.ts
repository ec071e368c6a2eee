import type { SubmissionResult } from '@conform-to/react'

/** What the event page and its action share (kept out of `*.server.ts`, which the browser bundle never loads). */
export const REGISTERED_PARAM = 'registered'
export const REGISTERED_NOTICE_ID = 'registration-status'

/** Why registering failed, said on the page (spec §8: in the shopper's language, nothing lost). */
export const EVENT_REFUSALS = ['full', 'past', 'already', 'failed'] as const
export type EventRefusal = (typeof EVENT_REFUSALS)[number]

/** The action's answer to a refused registration: conform's reply with the reason as the form's error. */
export type EventReply = SubmissionResult<string[]>

/** The reason in a reply, or null (no reply, or not one of ours). */
export function eventRefusal(reply: EventReply | undefined): EventRefusal | null {
  const reason = reply?.error?.['']?.[0]
  return EVENT_REFUSALS.find((refusal) => refusal === reason) ?? null
}
