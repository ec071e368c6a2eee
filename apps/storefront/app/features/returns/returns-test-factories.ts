import type { Reclamation, Upload } from '@vitrina/api-client'
import { fromCallback, fromPromise, initialTransition, type SnapshotFrom, transition } from 'xstate'
import { type DraftInput, type ReturnsEvent, type ReturnsInput, returnsMachine } from './returns.machine.ts'
import { emptyReturnForm, type ReturnForm, type ReturnItem } from './returns-form.ts'

export type ReturnsSnapshot = SnapshotFrom<typeof returnsMachine>
export type ReturnsMachineEvent = Parameters<typeof returnsMachine.transition>[1]

export const TODAY = '2026-11-24T12:00:00.000Z'
export const ITEMS: ReturnItem[] = [
  { id: 1, name: 'Пуховик «Эльбрус»', article: 'EL-100', size: 'M', barcode: '4600000000011' },
  { id: 2, name: 'Шапка «Домбай»', article: 'DB-200', size: null, barcode: '4600000000028' },
]

/** Every step filled validly except the reason and the photos (the step the graph edits most). */
export function aFilledForm(overrides: Partial<ReturnForm> = {}): ReturnForm {
  const form = emptyReturnForm([1])
  return {
    ...form,
    applicant: {
      full_name: 'Иван Петрович Петров',
      email: 'ivan@example.com',
      phone: '+7 912 345-67-89',
      birth_date: '12.04.1990',
      registration_address: 'Москва, Тверская улица, 7, кв. 12',
    },
    document: {
      ...form.document,
      series: '4510',
      number: '123456',
      issue_date: '15.05.2010',
      issuer: 'ОВД Тверского района',
      division_code: '770-001',
    },
    refund: { ...form.refund, method: 'card' },
    pickup: { kind: 'courier', outlet: '', address: 'Москва, Тверская улица, 7, кв. 12' },
    ...overrides,
  }
}

export function anInput(draft: ReturnsInput['draft'] = { step: 'items', data: aFilledForm() }): ReturnsInput {
  return { order: 42, items: ITEMS, item: 1, draft, today: TODAY }
}

export function anUpload(id = 7, kind: Upload['kind'] = 'photo'): Upload {
  return {
    id,
    kind,
    content_type: kind === 'photo' ? 'image/jpeg' : 'application/pdf',
    size: 2048,
    name: kind === 'photo' ? 'defect.jpg' : 'passport.pdf',
    url: `http://media.test/files/${id}?x`,
  }
}

export function aReclamation(id = 5): Reclamation {
  return { id } as Reclamation
}

export const aFile = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'defect.jpg', { type: 'image/jpeg' })

export const aPdf = () =>
  new File([new TextEncoder().encode('%PDF-1.4\n')], 'passport.pdf', { type: 'application/pdf' })

export function done(id: 'sendApplication' | 'saveDraft', output: unknown): ReturnsMachineEvent {
  return { type: `xstate.done.actor.${id}`, output } as unknown as ReturnsMachineEvent
}
export function failed(id: 'sendApplication', error: unknown): ReturnsMachineEvent {
  return { type: `xstate.error.actor.${id}`, error } as unknown as ReturnsMachineEvent
}

/** The machine with inert actors: nothing uploads or saves while the pure transitions are walked. */
export const testMachine = returnsMachine.provide({
  actors: {
    uploadFile: fromCallback(() => undefined),
    saveDraft: fromPromise<unknown, DraftInput>(async () => null),
    sendApplication: fromPromise(async () => aReclamation()),
  },
})

export function start(input: ReturnsInput = anInput()): ReturnsSnapshot {
  return initialTransition(testMachine, input)[0]
}

export function run(
  snapshot: ReturnsSnapshot,
  ...events: (ReturnsEvent | ReturnsMachineEvent)[]
): ReturnsSnapshot {
  return events.reduce(
    (current, event) => transition(testMachine, current, event as ReturnsMachineEvent)[0],
    snapshot,
  )
}
