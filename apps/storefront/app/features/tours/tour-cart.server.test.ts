import { expect, test } from 'vitest'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { addRoomToTourCart } from './tour-cart.server.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

/** A signed-in customer's context whose tour cart is empty and records what it is asked to store. */
function customer() {
  const stored: unknown[] = []
  const tours = {
    getTourCart: async () => ({ lines: [] }),
    updateTourCart: async (body: unknown) => {
      stored.push(body)
      return { lines: [] }
    },
  }
  const context = { token: 'token', api: { tours } } as unknown as StorefrontContext
  return { context, stored }
}

const request = new Request('http://tours.localhost/hotels/sea/sun-hotel/', { method: 'POST' })
const room = {
  intent: 'book',
  room_type: '3',
  departure: '',
  date: '2026-12-05',
  nights: '7',
  tourists: '2-5',
}

type Refusal = { init: { status: number }; data: { error: string; submission: Record<string, unknown> } }

test("a booking form with broken fields is refused with the API schema's problems as codes and the values", async () => {
  const { context, stored } = customer()
  const posted = { ...room, room_type: 'x', nights: '', tourists: '0-99', seen_total: '12' }
  const answer = (await addRoomToTourCart(context, request, form(posted))) as unknown as Refusal
  expect(answer.init.status).toBe(400)
  expect(answer.data.error).toBe('invalid')
  expect(answer.data.submission).toMatchObject({
    error: { room_type: ['invalid'], nights: ['required'], tourists: ['invalid'], seen_total: ['invalid'] },
    // The values as typed (conform leaves empty ones out).
    initialValue: { intent: 'book', room_type: 'x', date: '2026-12-05', tourists: '0-99', seen_total: '12' },
  })
  expect(stored).toEqual([])
})

test("a valid room is stored as the operation's line: no departure is null, the party decoded", async () => {
  const { context, stored } = customer()
  const answer = await addRoomToTourCart(context, request, form({ ...room, seen_total: '1990.00' })).catch(
    (thrown: unknown) => thrown,
  )
  expect(answer).toBeInstanceOf(Response)
  expect((answer as Response).status).toBe(303)
  expect(stored).toEqual([
    {
      lines: [
        {
          departure: null,
          room_type: 3,
          date: '2026-12-05',
          nights: 7,
          tourists: { adults: 2, children: [5] },
          seen_total: '1990.00',
        },
      ],
      save: true,
    },
  ])
})

test('a guest is sent to sign in first', async () => {
  const { context } = customer()
  const guest = { ...context, token: null } as unknown as StorefrontContext
  const answer = await addRoomToTourCart(guest, request, form(room)).catch((thrown: unknown) => thrown)
  expect((answer as Response).headers.get('Location')).toMatch(/^\/login/)
})
