import { formatDuration } from './format.ts'

/**
 * Event registrations (spec §3 "Event", §4 "Event registration states"): the states a registration goes
 * through and who may move it where. The API's service and the storefront's labels both read this table, so
 * a move is allowed or refused (409) in exactly one place.
 */

export const EVENT_REGISTRATION_STATES = ['new', 'approved', 'rejected', 'canceled'] as const
export type EventRegistrationState = (typeof EVENT_REGISTRATION_STATES)[number]

export const EVENT_TYPES = ['offline', 'online'] as const
export type EventType = (typeof EVENT_TYPES)[number]

/** Who moves a registration: the customer (cancel only) or the organiser's staff (approve, reject). */
export type RegistrationActor = 'customer' | 'staff'

/**
 * The allowed moves. `new` is "awaiting review"; staff approve or reject it, and may still reject an approved
 * one (the event was overbooked, the guest broke the terms). The customer may cancel while the registration
 * holds a place. Rejected and canceled are final: registering again creates a new registration.
 */
const MOVES: Record<
  RegistrationActor,
  Partial<Record<EventRegistrationState, readonly EventRegistrationState[]>>
> = {
  customer: { new: ['canceled'], approved: ['canceled'] },
  staff: { new: ['approved', 'rejected'], approved: ['rejected'] },
}

export function isEventRegistrationState(value: unknown): value is EventRegistrationState {
  return (EVENT_REGISTRATION_STATES as readonly unknown[]).includes(value)
}

/** Whether `actor` may move a registration from `from` to `to`. */
export function canMoveRegistration(
  from: EventRegistrationState,
  to: EventRegistrationState,
  actor: RegistrationActor,
): boolean {
  return MOVES[actor][from]?.includes(to) ?? false
}

/** The states in which a registration holds one of the event's places (and blocks a second registration). */
export const ACTIVE_REGISTRATION_STATES = [
  'new',
  'approved',
] as const satisfies readonly EventRegistrationState[]

export function holdsPlace(state: EventRegistrationState): boolean {
  return (ACTIVE_REGISTRATION_STATES as readonly EventRegistrationState[]).includes(state)
}

/** Whether the customer can cancel a registration in this state (the storefront shows the button by it). */
export function isCancelableByCustomer(state: EventRegistrationState): boolean {
  return canMoveRegistration(state, 'canceled', 'customer')
}

export type EventTiming = { startsAt: Date; durationMinutes: number }

/** An event is past once it has started: registering for one under way makes no sense. */
export function isEventPast(event: EventTiming, now: Date): boolean {
  return event.startsAt.getTime() <= now.getTime()
}

export type RegistrationRefusal = 'past' | 'full'

/**
 * Whether a customer may register now. `taken` counts registrations holding a place; `capacity` null means
 * unlimited places. The API re-checks "full" atomically when it writes; this answer is for showing the page.
 */
export function registrationRefusal(
  event: EventTiming & { capacity: number | null; taken: number },
  now: Date,
): RegistrationRefusal | null {
  if (isEventPast(event, now)) return 'past'
  if (event.capacity !== null && event.taken >= event.capacity) return 'full'
  return null
}

/** Places left, or null when the event has no limit. Never negative. */
export function placesLeft(capacity: number | null, taken: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - taken)
}

/** The event's duration as spec §9 shows it: hh:mm:ss, the hours left out when zero (45 min -> '45:00'). */
export function formatEventDuration(durationMinutes: number): string {
  return formatDuration(durationMinutes * 60)
}
