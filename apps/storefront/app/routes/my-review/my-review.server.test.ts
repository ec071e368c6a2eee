import { ApiError } from '@vitrina/api-client'
import { beforeEach, expect, test, vi } from 'vitest'

// The action's collaborators: a signed-in context whose API records reviews and uploads, or refuses them.
const calls = vi.hoisted(() => ({
  reviews: [] as unknown[],
  uploads: 0,
  refuseUpload: null as unknown,
  refuse: null as unknown,
}))

vi.mock('../../lib/context.server.ts', () => ({
  storefrontContext: async () => ({
    api: {
      reviews: {
        writeReview: async (body: unknown) => {
          if (calls.refuse) throw calls.refuse
          calls.reviews.push(body)
        },
      },
      reclamations: {
        uploadFile: async () => {
          if (calls.refuseUpload) throw calls.refuseUpload
          calls.uploads += 1
          return { id: 40 + calls.uploads }
        },
      },
    },
  }),
}))

const { reviewPageAction } = await import('./my-review.server.ts')

beforeEach(() => {
  calls.reviews = []
  calls.uploads = 0
  calls.refuseUpload = null
  calls.refuse = null
})

const post = (fields: Record<string, string>, photo?: File) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  if (photo) form.append('photos', photo)
  const request = new Request('http://outdoor.localhost/my/orders/12/review/34/', {
    method: 'POST',
    body: form,
  })
  return reviewPageAction(request, { order: '12', orderItem: '34' })
}
type Answer = {
  init: { status: number } | null
  data: { error?: Record<string, string[]>; initialValue?: object }
}
const answerOf = (result: unknown) => result as Answer

test("invalid input answers 400 with spec §5's codes and the values as typed, and sends nothing", async () => {
  const answer = answerOf(await post({ pros: 'Warm', comment: 'x'.repeat(2001), is_anonymous: 'on' }))
  expect(answer.init?.status).toBe(400)
  expect(answer.data.error).toEqual({
    rating: ['rating_required'],
    terms_accepted: ['rules_required'],
    comment: ['too_long'],
  })
  expect(answer.data.initialValue).toMatchObject({ pros: 'Warm', is_anonymous: 'on' })
  expect(calls.reviews).toEqual([])
})

test('a valid review is sent as the API operation declares it, with its photos, and thanks (303)', async () => {
  const answer = (await post(
    { rating: '5', pros: 'Warm', terms_accepted: 'on' },
    new File(['x'], 'boot.jpg', { type: 'image/jpeg' }),
  )) as Response
  expect(answer.status).toBe(303)
  expect(answer.headers.get('Location')).toBe('/my/orders/12/review/34/?thanks')
  expect(calls.reviews).toEqual([
    {
      order_item: 34,
      rating: 5,
      pros: 'Warm',
      cons: '',
      comment: '',
      is_anonymous: false,
      terms_accepted: true,
      photos: [41],
    },
  ])
})

test('a refused photo or send is said on the page and keeps what was typed', async () => {
  calls.refuseUpload = new ApiError(413, { detail: 'Too large.' })
  const photo = answerOf(
    await post(
      { rating: '4', terms_accepted: 'on', cons: 'Heavy' },
      new File(['x'], 'big.jpg', { type: 'image/jpeg' }),
    ),
  )
  expect(photo.data.error).toEqual({ photos: ['too_large'] })
  expect(photo.data.initialValue).toMatchObject({ rating: '4', cons: 'Heavy' })
  calls.refuseUpload = null
  calls.refuse = new ApiError(409, { detail: 'Already.' })
  const again = answerOf(await post({ rating: '4', terms_accepted: 'on' }))
  expect(again.init?.status).toBe(409)
  expect(again.data.error).toEqual({ '': ['already'] })
})
