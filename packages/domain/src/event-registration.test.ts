import { describe, expect, it } from 'vitest'
import {
  canMoveRegistration,
  EVENT_REGISTRATION_STATES,
  formatEventDuration,
  holdsPlace,
  isCancelableByCustomer,
  isEventPast,
  placesLeft,
  registrationRefusal,
} from './event-registration.ts'

describe('event registration moves', () => {
  it('lets staff approve or reject a new registration and reject an approved one', () => {
    expect(canMoveRegistration('new', 'approved', 'staff')).toBe(true)
    expect(canMoveRegistration('new', 'rejected', 'staff')).toBe(true)
    expect(canMoveRegistration('approved', 'rejected', 'staff')).toBe(true)
    expect(canMoveRegistration('approved', 'approved', 'staff')).toBe(false)
    expect(canMoveRegistration('rejected', 'approved', 'staff')).toBe(false)
    expect(canMoveRegistration('canceled', 'approved', 'staff')).toBe(false)
  })

  it('lets the customer only cancel, and only while the registration holds a place', () => {
    expect(canMoveRegistration('new', 'canceled', 'customer')).toBe(true)
    expect(canMoveRegistration('approved', 'canceled', 'customer')).toBe(true)
    expect(canMoveRegistration('rejected', 'canceled', 'customer')).toBe(false)
    expect(canMoveRegistration('canceled', 'canceled', 'customer')).toBe(false)
    expect(canMoveRegistration('new', 'approved', 'customer')).toBe(false)
    expect(isCancelableByCustomer('new')).toBe(true)
    expect(isCancelableByCustomer('rejected')).toBe(false)
  })

  it('never moves a final state anywhere', () => {
    for (const to of EVENT_REGISTRATION_STATES)
      for (const actor of ['customer', 'staff'] as const) {
        expect(canMoveRegistration('rejected', to, actor)).toBe(false)
        expect(canMoveRegistration('canceled', to, actor)).toBe(false)
      }
  })

  it('counts new and approved registrations as holding a place', () => {
    expect(EVENT_REGISTRATION_STATES.filter(holdsPlace)).toEqual(['new', 'approved'])
  })
})

describe('registration refusal', () => {
  const now = new Date('2026-12-01T10:00:00Z')
  const event = { startsAt: new Date('2026-12-12T16:00:00Z'), durationMinutes: 120 }

  it('refuses a started or past event', () => {
    expect(isEventPast({ ...event, startsAt: now }, now)).toBe(true)
    expect(registrationRefusal({ ...event, startsAt: now, capacity: null, taken: 0 }, now)).toBe('past')
  })

  it('refuses a full event and accepts one with a place left or no limit', () => {
    expect(registrationRefusal({ ...event, capacity: 3, taken: 3 }, now)).toBe('full')
    expect(registrationRefusal({ ...event, capacity: 3, taken: 2 }, now)).toBeNull()
    expect(registrationRefusal({ ...event, capacity: null, taken: 500 }, now)).toBeNull()
  })

  it('reports places left, never below zero', () => {
    expect(placesLeft(10, 4)).toBe(6)
    expect(placesLeft(3, 5)).toBe(0)
    expect(placesLeft(null, 5)).toBeNull()
  })
})

describe('event duration', () => {
  it('is hh:mm:ss, without the hours when zero', () => {
    expect(formatEventDuration(45)).toBe('45:00')
    expect(formatEventDuration(90)).toBe('01:30:00')
    expect(formatEventDuration(120)).toBe('02:00:00')
  })
})
