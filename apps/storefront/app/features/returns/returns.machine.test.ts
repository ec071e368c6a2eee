/**
 * The returns machine: model-based coverage with @xstate/graph (every state reached, every declared event
 * taken in every state that declares it, every guard seen passing and failing), then the journeys that matter.
 */
import { ApiError } from '@vitrina/api-client'
import { beforeAll, describe, expect, test } from 'vitest'
import { __unsafe_getAllOwnEventDescriptors } from 'xstate'
import {
  machineWalk,
  oneSidedGuards,
  unreachedStates,
  untakenEvents,
} from '../../lib/testing/machine-graph.ts'
import { validateStep } from './return-step-schema.ts'
import { rulesOf } from './returns.machine.ts'
import { RETURN_STEPS } from './returns-form.ts'
import {
  aFile,
  aFilledForm,
  anInput,
  anUpload,
  aPdf,
  aReclamation,
  done,
  failed,
  type ReturnsMachineEvent,
  type ReturnsSnapshot,
  run,
  start,
  testMachine,
} from './returns-test-factories.ts'

const ALPHABET = [
  { type: 'field.change', path: 'reason', value: 'Шов на рукаве разошёлся' },
  { type: 'field.change', path: 'reason', value: '' },
  { type: 'field.change', path: 'applicant.email', value: 'ivan@' },
  { type: 'field.change', path: 'applicant.email', value: 'ivan@example.com' },
  { type: 'item.toggle', id: 1 },
  { type: 'item.toggle', id: 99 },
  { type: 'items.all' },
  { type: 'photo.add', key: 'a', file: aFile() },
  { type: 'photo.add', key: 'a', file: aFile() },
  { type: 'upload.progress', key: 'a', loaded: 1024, total: 2048 },
  { type: 'upload.progress', key: 'zz', loaded: 1, total: 2 },
  { type: 'upload.done', key: 'a', upload: anUpload(7) },
  { type: 'upload.failed', key: 'a', problem: 'too_large' },
  { type: 'upload.dismiss', key: 'a' },
  { type: 'upload.done', key: 'zz', upload: anUpload(8) },
  { type: 'upload.failed', key: 'zz', problem: 'failed' },
  { type: 'upload.dismiss', key: 'zz' },
  { type: 'photo.remove', id: 7 },
  { type: 'document.add', key: 'd', file: aPdf() },
  { type: 'document.add', key: 'd', file: aPdf() },
  { type: 'upload.done', key: 'd', upload: anUpload(9, 'document') },
  { type: 'upload.failed', key: 'd', problem: 'wrong_format' },
  { type: 'document.remove', id: 9 },
  { type: 'step.next' },
  { type: 'step.back' },
  ...RETURN_STEPS.map((step) => ({ type: 'step.edit', step })),
  { type: 'send' },
  done('sendApplication', aReclamation(5)),
  failed('sendApplication', new ApiError(400, { 'applicant.email': ['Invalid email address'] })),
  failed('sendApplication', new TypeError('fetch failed')),
] as ReturnsMachineEvent[]

const stepValidity = (s: ReturnsSnapshot) =>
  RETURN_STEPS.slice(0, -1).map(
    (step) => Object.keys(validateStep(step, s.context.form, rulesOf(s.context))).length === 0,
  )

function serializeState(s: ReturnsSnapshot): string {
  const c = s.context
  return JSON.stringify([
    s.value,
    stepValidity(s),
    c.form.items.length,
    c.form.photos.length > 0,
    c.form.documents.length > 0,
    c.uploads.map((u) => [u.key, u.problem]),
    Object.keys(c.errors).length > 0,
  ])
}

const graph = machineWalk(testMachine)
let paths: ReturnType<typeof graph.walk> = []
beforeAll(() => {
  paths = graph.walk({
    input: anInput(),
    events: (snapshot) => {
      const handled = new Set<string>(__unsafe_getAllOwnEventDescriptors(snapshot))
      return ALPHABET.filter((event) => handled.has(event.type))
    },
    serializeState,
  })
  // Resuming a draft at each step: the `resume` state's guards, each seen passing and failing.
  for (const step of RETURN_STEPS)
    graph.walk({ input: anInput({ step, data: aFilledForm() }), events: () => [] })
}, 60_000)

describe('graph', () => {
  test('every state is reachable (resume is transient: it is left at once)', () => {
    expect(unreachedStates(testMachine, paths).filter((state) => state !== 'editing.resume')).toEqual([])
  })

  test('every event is taken from every state that declares it', () => {
    expect(untakenEvents(testMachine, graph.edges)).toEqual([])
  })

  test('every guard is seen both passing and failing', () => {
    expect(oneSidedGuards(graph.guardResults)).toEqual([])
    expect(graph.guardResults.size).toBeGreaterThanOrEqual(6)
  })

  test('the sent state outputs the application id', () => {
    const sent = paths.find((path) => path.state.matches('sent'))
    expect(sent?.state.status).toBe('done')
    expect(sent?.state.output).toEqual({ id: 5 })
  })
})

describe('journeys', () => {
  const next = { type: 'step.next' } as const
  test('a draft resumes at its step with what was typed', () => {
    const resumed = start(
      anInput({ step: 'refund', data: aFilledForm({ reason: 'Брак', comment: 'Второй день' }) }),
    )
    expect(resumed.value).toEqual({ editing: 'refund' })
    expect(resumed.context.form).toMatchObject({ reason: 'Брак', comment: 'Второй день' })
    expect(start(anInput(null)).value).toEqual({ editing: 'items' })
    expect(start(anInput({ step: 'bogus', data: { reason: 7 } })).context.form.reason).toBe('')
  })

  test('the reason step needs a photo and waits for uploads to finish', () => {
    let s = run(start(), next, { type: 'field.change', path: 'reason', value: 'Брак' }, next)
    expect(s.value).toEqual({ editing: 'reason' })
    expect(s.context.errors).toEqual({ photos: 'photos_required' })
    s = run(s, { type: 'photo.add', key: 'a', file: aFile() }, next)
    expect(s.context.errors.photos).toBe('uploads_pending')
    s = run(s, { type: 'upload.progress', key: 'a', loaded: 10, total: 20 })
    expect(s.context.uploads[0]).toMatchObject({ loaded: 10, total: 20, problem: null })
    s = run(s, { type: 'upload.done', key: 'a', upload: anUpload(7) }, next)
    expect(s.value).toEqual({ editing: 'applicant' })
    expect(s.context.form.photos).toEqual([{ id: 7, name: 'defect.jpg', url: anUpload(7).url }])
  })

  test('document scans upload beside the photos and the applicant step waits for them', () => {
    let s = start(anInput({ step: 'applicant', data: aFilledForm() }))
    s = run(
      s,
      { type: 'document.add', key: 'd', file: aPdf() },
      { type: 'photo.add', key: 'p', file: aFile() },
    )
    expect(s.context.uploads.map((u) => [u.key, u.kind])).toEqual([
      ['d', 'document'],
      ['p', 'photo'],
    ])
    s = run(s, next)
    expect(s.value).toEqual({ editing: 'applicant' })
    expect(s.context.errors.documents).toBe('uploads_pending')
    // The running photo upload does not hold the applicant step; only the documents do.
    s = run(s, { type: 'upload.done', key: 'd', upload: anUpload(9, 'document') })
    expect(s.context.form.documents).toEqual([{ id: 9, name: 'passport.pdf', url: anUpload(9).url }])
    expect(s.context.form.photos).toEqual([])
    expect(s.context.errors.documents).toBeUndefined()
    s = run(s, next)
    expect(s.value).toEqual({ editing: 'refund' })
    s = run(s, { type: 'document.remove', id: 9 })
    expect(s.context.form.documents).toEqual([])
  })

  test('at most five document scans', () => {
    let s = start(anInput({ step: 'applicant', data: aFilledForm() }))
    for (const key of ['1', '2', '3', '4', '5', '6']) s = run(s, { type: 'document.add', key, file: aPdf() })
    expect(s.context.uploads).toHaveLength(5)
  })

  test('a failed upload says why, does not block the step and can be dismissed', () => {
    let s = run(
      start(),
      next,
      { type: 'photo.add', key: 'a', file: aFile() },
      { type: 'upload.failed', key: 'a', problem: 'wrong_format' },
    )
    expect(s.context.uploads[0]?.problem).toBe('wrong_format')
    s = run(s, { type: 'upload.dismiss', key: 'a' })
    expect(s.context.uploads).toEqual([])
  })

  test('a refused send returns to the review with the API’s field errors and everything kept', () => {
    const ready = aFilledForm({ reason: 'Брак', photos: [{ id: 7, name: 'a.jpg', url: '' }] })
    let s = start(anInput({ step: 'review', data: ready }))
    s = run(s, { type: 'send' })
    expect(s.value).toBe('sending')
    expect(s.hasTag('busy')).toBe(true)
    s = run(
      s,
      failed(
        'sendApplication',
        new ApiError(400, { 'refund.account': ['Bank account number must be valid'] }),
      ),
    )
    expect(s.value).toEqual({ editing: 'review' })
    expect(s.context.errors).toEqual({ 'refund.account': 'Bank account number must be valid' })
    expect(s.context.form).toEqual(ready)
    s = run(s, { type: 'send' }, failed('sendApplication', new TypeError('offline')))
    expect(s.context.errors).toEqual({ form: 'send_failed' })
  })

  test('the bank details must be the applicant’s own before the refund step is left', () => {
    const s = run(
      start(anInput({ step: 'refund', data: aFilledForm() })),
      { type: 'field.change', path: 'refund.method', value: 'bank_details' },
      { type: 'field.change', path: 'refund.receiver_full_name', value: 'Мария Петрова' },
      next,
    )
    expect(s.value).toEqual({ editing: 'refund' })
    expect(s.context.errors['refund.receiver_full_name']).toBe('not_applicant')
  })
})
