import { useNavigate } from '@remix-run/react'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { ReturnSteps, type ReturnStepsProps } from './return-steps.tsx'
import type { ReturnsInput } from './returns.machine.ts'
import { browserReturnsMachine } from './returns-actors.ts'

/**
 * The return form with JavaScript: the returns machine is the single source of truth (fields, uploads with
 * progress, steps, sending); this component renders its snapshot with the same markup as the no-JS form.
 */
export function LiveReturn({
  base,
  input,
  outlets,
}: {
  base: string
  input: ReturnsInput
  outlets: ReturnStepsProps['outlets']
}) {
  const machine = useMemo(() => browserReturnsMachine(base), [base])
  const [snapshot, send] = useMachine(machine, { input })
  const navigate = useNavigate()
  const c = snapshot.context
  const step = snapshot.matches('editing') || snapshot.matches('sending') ? c.step : 'review'
  const first = useRef(true)
  // Focus goes to the step's title after every move, so a screen reader announces the new step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on every step change by design.
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    document.getElementById('return-step-title')?.focus()
  }, [step])
  useEffect(() => {
    if (snapshot.status === 'done') navigate(`/my/reclamations/${snapshot.output?.id}/?sent=1`)
  }, [snapshot.status, snapshot.output, navigate])
  return (
    <ReturnSteps
      key={step}
      step={step}
      form={c.form}
      errors={c.errors}
      items={c.items}
      outlets={outlets}
      uploads={c.uploads}
      busy={snapshot.hasTag('busy') || snapshot.status === 'done'}
      live={{
        field: (path, value) => send({ type: 'field.change', path, value }),
        toggleItem: (id) => send({ type: 'item.toggle', id }),
        allItems: () => send({ type: 'items.all' }),
        addFiles: (files) => {
          for (const file of files) send({ type: 'photo.add', key: crypto.randomUUID(), file })
        },
        removePhoto: (id) => send({ type: 'photo.remove', id }),
        addDocuments: (files) => {
          for (const file of files) send({ type: 'document.add', key: crypto.randomUUID(), file })
        },
        removeDocument: (id) => send({ type: 'document.remove', id }),
        dismissUpload: (key) => send({ type: 'upload.dismiss', key }),
        next: () => send({ type: 'step.next' }),
        back: () => send({ type: 'step.back' }),
        edit: (to) => send({ type: 'step.edit', step: to }),
        send: () => send({ type: 'send' }),
      }}
    />
  )
}
