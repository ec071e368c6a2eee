/**
 * The price-access machine: every state reached with @xstate/graph over an alphabet of events (files picked,
 * uploads done or failed, sends answered), every guard seen both ways, then the journeys that matter with the
 * real actors' shapes.
 */
import { getShortestPaths } from '@xstate/graph'
import { describe, expect, test } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate'
import { type PriceAccessEvent, priceAccessMachine, type UploadOutcome } from './price-access.machine.ts'

const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' })
const uploaded = (id: number, name: string): UploadOutcome => ({ name, ok: true, document: { id, name } })

type Snapshot = SnapshotFrom<typeof priceAccessMachine>
const ALPHABET = [
  { type: 'files.add', files: [file('Устав.pdf')] },
  { type: 'files.add', files: [] },
  { type: 'document.remove', id: 1 },
  { type: 'submit' },
  { type: 'xstate.done.actor.uploadDocuments', output: [uploaded(1, 'Устав.pdf')] },
  {
    type: 'xstate.done.actor.uploadDocuments',
    output: [{ name: 'scan.exe', ok: false, problem: 'wrong_format' }],
  },
  { type: 'xstate.error.actor.uploadDocuments', error: new TypeError('fetch failed') },
  { type: 'xstate.done.actor.sendRequest', output: { id: 5 } },
  { type: 'xstate.error.actor.sendRequest', error: 'pending' },
] as unknown as PriceAccessEvent[]

const serialize = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.documents.length > 0,
    s.context.uploading.length > 0,
    s.context.problem,
    s.context.refused[0]?.problem ?? null,
  ])

describe('the price-access machine, model-based', () => {
  const paths = getShortestPaths(priceAccessMachine, {
    events: ALPHABET,
    serializeState: serialize,
    input: {},
  })
  const reached = (predicate: (s: Snapshot) => boolean) => paths.some((p) => predicate(p.state as Snapshot))

  test('every state is reachable', () => {
    for (const state of ['editing', 'uploading', 'sending', 'sent'] as const)
      expect(
        reached((s) => s.matches(state)),
        state,
      ).toBe(true)
  })

  test('every problem of the rulebook and the API shows up', () => {
    for (const problem of ['documents_required', 'wait_for_uploads', 'pending'])
      expect(
        reached((s) => s.context.problem === problem),
        problem,
      ).toBe(true)
    expect(reached((s) => s.context.refused.some((r) => r.problem === 'wrong_format'))).toBe(true)
    expect(reached((s) => s.context.refused.some((r) => r.problem === 'failed'))).toBe(true)
  })

  test('nothing is sent without a document, or while a file uploads', () => {
    for (const path of paths) {
      if (!(path.state as Snapshot).matches('sending')) continue
      expect((path.state as Snapshot).context.documents.length).toBeGreaterThan(0)
      expect((path.state as Snapshot).context.uploading).toEqual([])
    }
  })
})

describe('journeys with the actors', () => {
  const machine = (send: (ids: number[]) => Promise<unknown>) =>
    priceAccessMachine.provide({
      actors: {
        uploadDocuments: fromPromise(async ({ input }: { input: { files: File[] } }) =>
          input.files.map(
            (f, n): UploadOutcome =>
              f.name.endsWith('.exe')
                ? { name: f.name, ok: false, problem: 'wrong_format' }
                : uploaded(n + 10, f.name),
          ),
        ),
        sendRequest: fromPromise(({ input }: { input: { documents: number[] } }) => send(input.documents)),
      },
    })

  test('pick a charter and a wrong file, send the charter only', async () => {
    const sent: number[][] = []
    const actor = createActor(
      machine(async (ids) => sent.push(ids)),
      { input: {} },
    ).start()
    actor.send({ type: 'submit' })
    expect(actor.getSnapshot().context.problem).toBe('documents_required')
    actor.send({ type: 'files.add', files: [file('Устав.pdf'), file('virus.exe')] })
    actor.send({ type: 'submit' })
    expect(actor.getSnapshot().context.problem).toBe('wait_for_uploads')
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.documents).toEqual([{ id: 10, name: 'Устав.pdf' }])
    expect(actor.getSnapshot().context.refused).toEqual([{ name: 'virus.exe', problem: 'wrong_format' }])
    actor.send({ type: 'submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(sent).toEqual([[10]])
  })

  test('a refused send comes back to the form with the API’s reason and the documents kept', async () => {
    const actor = createActor(
      machine(() => Promise.reject('not_legal')),
      { input: { documents: [{ id: 3, name: 'ИНН.pdf' }] } },
    ).start()
    actor.send({ type: 'submit' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context).toMatchObject({ problem: 'not_legal', documents: [{ id: 3 }] })
    actor.send({ type: 'document.remove', id: 3 })
    actor.send({ type: 'submit' })
    expect(actor.getSnapshot().context.problem).toBe('documents_required')
  })
})
