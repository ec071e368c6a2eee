import * as v from 'valibot'
import { Paginated } from './common.ts'

/** A customer's registration for an event (spec §4: new = awaiting review, approved, rejected, canceled). */
export const EventRegistration = v.object({
  id: v.number(),
  state: v.picklist(['new', 'approved', 'rejected', 'canceled']),
  /** The organiser's note on approval or rejection. */
  comment: v.string(),
  created: v.string(),
  can_cancel: v.boolean(),
  event: v.object({
    slug: v.string(),
    title: v.string(),
    starts_at: v.string(),
    duration_minutes: v.number(),
    type: v.picklist(['offline', 'online']),
    address: v.nullable(v.string()),
    /** The link to join an online event: given only once the registration is approved. */
    online_url: v.nullable(v.string()),
  }),
})
export type EventRegistration = v.InferOutput<typeof EventRegistration>
export const EventRegistrationPage = Paginated(EventRegistration)
