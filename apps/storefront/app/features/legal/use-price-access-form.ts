import { useNavigate } from '@remix-run/react'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { fromPromise } from 'xstate'
import { priceAccessMachine, type UploadOutcome } from './price-access.machine.ts'
import { type FormDocument, sendProblemOf, uploadProblemOf } from './price-access-rules.ts'

const API = '/my/price-access/api/'

async function uploadOne(file: File): Promise<UploadOutcome> {
  const body = new FormData()
  body.set('file', file)
  const response = await fetch(`${API}upload/`, { method: 'POST', body }).catch(() => null)
  if (!response?.ok) return { name: file.name, ok: false, problem: uploadProblemOf(response?.status ?? null) }
  const upload = (await response.json()) as { id: number; name: string }
  return { name: file.name, ok: true, document: { id: upload.id, name: upload.name } }
}

async function send(documents: number[]): Promise<unknown> {
  const response = await fetch(`${API}send/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ documents }),
  }).catch(() => null)
  if (response?.ok) return response.json()
  const body = (await response?.json().catch(() => null)) as { code?: string } | null
  throw sendProblemOf(response?.status ?? null, body?.code ?? null)
}

/**
 * The price-access form with JavaScript: the machine with the real actors (the storefront's resource route).
 * When the request is sent the page reloads its data (`?sent=1`) and shows the on-approval state.
 */
export function usePriceAccessForm(initial: FormDocument[], path: string) {
  const navigate = useNavigate()
  const machine = useMemo(
    () =>
      priceAccessMachine.provide({
        actors: {
          uploadDocuments: fromPromise(async ({ input }: { input: { files: File[] } }) =>
            Promise.all(input.files.map(uploadOne)),
          ),
          sendRequest: fromPromise(({ input }: { input: { documents: number[] } }) => send(input.documents)),
        },
      }),
    [],
  )
  const [snapshot, sendEvent] = useMachine(machine, { input: { documents: initial } })
  const sent = snapshot.status === 'done'
  useEffect(() => {
    if (sent) navigate(`${path}?sent=1`, { replace: true })
  }, [sent, navigate, path])
  return { snapshot, send: sendEvent }
}
