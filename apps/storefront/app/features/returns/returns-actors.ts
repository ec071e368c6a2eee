/**
 * The returns machine's actors with JavaScript: each calls the page's resource route
 * (`…/return/{orderItem}/api/{op}`), which calls the API with the shopper's HttpOnly token.
 */
import { ApiError, type Reclamation, type Upload } from '@vitrina/api-client'
import { fromCallback, fromPromise } from 'xstate'
import type { DraftInput, ReturnsEvent, UploadInput } from './returns.machine.ts'
import { returnsMachine } from './returns.machine.ts'

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new ApiError(response.status, json)
  return json as T
}

// Typing saves at most every 600 ms: the machine replaces the saving actor on each change, which cancels it.
const DRAFT_DEBOUNCE_MS = 600

export function browserReturnsMachine(base: string) {
  return returnsMachine.provide({
    actors: {
      saveDraft: fromPromise<unknown, DraftInput>(async ({ input, signal }) => {
        await new Promise((resolve) => setTimeout(resolve, DRAFT_DEBOUNCE_MS))
        if (signal.aborted) return null
        return postJson(`${base}draft/`, { step: input.step, form: input.form }).catch(() => null)
      }),
      sendApplication: fromPromise(({ input }) => postJson<Reclamation>(`${base}send/`, input)),
      // XMLHttpRequest rather than fetch: only it reports upload progress.
      uploadFile: fromCallback<ReturnsEvent, UploadInput>(({ input, sendBack }) => {
        const xhr = new XMLHttpRequest()
        xhr.open('POST', `${base}upload/`)
        xhr.setRequestHeader('Accept', 'application/json')
        xhr.upload.onprogress = (e) =>
          sendBack({ type: 'upload.progress', key: input.key, loaded: e.loaded, total: e.total })
        xhr.onload = () => {
          if (xhr.status >= 200 && xhr.status < 300) {
            sendBack({ type: 'upload.done', key: input.key, upload: JSON.parse(xhr.responseText) as Upload })
            return
          }
          const problem = xhr.status === 413 ? 'too_large' : xhr.status === 415 ? 'wrong_format' : 'failed'
          sendBack({ type: 'upload.failed', key: input.key, problem })
        }
        xhr.onerror = () => sendBack({ type: 'upload.failed', key: input.key, problem: 'failed' })
        const form = new FormData()
        form.set('file', input.file)
        form.set('kind', input.kind)
        xhr.send(form)
        return () => xhr.abort()
      }),
    },
  })
}
