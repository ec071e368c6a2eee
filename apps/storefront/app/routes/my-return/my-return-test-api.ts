/**
 * A signed-in shopper's API for the return page's action in tests: order 42 with two returnable items, a stored
 * draft (or none), uploads that succeed or are refused, and the application sent. What the action saved and
 * sent is recorded. Test-only: the action's tests mock `storefrontContext` with `fakeReturnContext`.
 */
import { ApiError, type Order } from '@vitrina/api-client'
import type { ReturnForm, ReturnStep } from '../../features/returns/returns-form.ts'
import { ITEMS } from '../../features/returns/returns-test-factories.ts'

export const api = {
  draft: null as { step: string; data: ReturnForm } | null,
  saved: [] as { step: string; data: ReturnForm }[],
  sent: [] as unknown[],
  refuseUpload: null as unknown,
  uploads: 0,
}

export function resetApi(draft: { step: ReturnStep; data: ReturnForm } | null = null) {
  api.draft = draft
  api.saved = []
  api.sent = []
  api.refuseUpload = null
  api.uploads = 0
}

const order = {
  id: 42,
  number: 'V-42',
  items: ITEMS.map((item) => ({ ...item })),
} as unknown as Order

export function fakeReturnContext() {
  return {
    api: {
      orders: { getOrder: async () => order },
      reclamations: {
        getReturnable: async () => ({
          order: 42,
          items: ITEMS.map((item) => ({
            order_item: item.id,
            returnable: true,
            reason: null,
            days_since_receipt: 3,
            days_left: 11,
            reclamation: null,
          })),
        }),
        getReclamationDraft: async () => {
          if (!api.draft) throw new ApiError(404, { detail: 'Not found.' })
          return api.draft
        },
        saveReclamationDraft: async (_item: number, draft: { step: string; data: ReturnForm }) => {
          api.saved.push(draft)
          api.draft = draft
          return draft
        },
        uploadFile: async (file: File, kind: string) => {
          if (api.refuseUpload) throw api.refuseUpload
          api.uploads += 1
          return { id: 70 + api.uploads, kind, name: file.name, url: `http://media.test/${api.uploads}` }
        },
        createReclamation: async (body: unknown) => {
          api.sent.push(body)
          return { id: 5 }
        },
      },
    },
  }
}

/** Posts a step of the form at /my/orders/42/return/1/ as the browser does, to the given action. */
export function postTo(
  action: (request: Request, params: Record<string, string>) => Promise<unknown>,
  fields: [string, string | File][],
) {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  const request = new Request('http://outdoor.localhost/my/orders/42/return/1/', {
    method: 'POST',
    body: form,
  })
  return action(request, { order: '42', orderItem: '1' })
}

/** The action's answer: a 400 with conform's reply, or a redirect. */
export type ActionAnswer = {
  init: { status: number } | null
  data: { step: ReturnStep; submission: { error?: Record<string, string[]>; initialValue?: unknown } }
}
