import { useForm } from '@conform-to/react'
import { useNavigate } from '@remix-run/react'
import { useMachine } from '@xstate/react'
import { type FormEvent, useEffect, useMemo, useRef } from 'react'
import { FILE_INPUT_ID } from './return-files.tsx'
import { stepErrorsOf, stepSubmission } from './return-step-schema.ts'
import { firstWrongInput } from './return-step-view.ts'
import { RETURN_FORM_ID, ReturnSteps, type ReturnStepsProps } from './return-steps.tsx'
import { type ReturnsInput, rulesOf } from './returns.machine.ts'
import { browserReturnsMachine } from './returns-actors.ts'
import { STEP_FIELDS, type StepErrors } from './returns-form.ts'

/**
 * The return form with JavaScript: the returns machine is the single source of truth (fields, uploads with
 * progress, steps, sending); this component renders its snapshot with the same markup as the no-JS form.
 *
 * "Continue" is checked by conform first (`onValidate` = the step's schema, the same `stepSubmission` the no-JS
 * action and the machine's guard run, on what the inputs hold and the machine's uploads): it shows each reason,
 * revalidates as the shopper types and focuses the first wrong input. Then the machine gets `step.next` and
 * decides again with the same rules (it also waits for running uploads).
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
  const [snapshot, send, actor] = useMachine(machine, { input })
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
  const [form] = useForm({
    id: RETURN_FORM_ID,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      const live = actor.getSnapshot().context
      // The review has no inputs: its check is every step's, which the machine's `send` guard runs.
      return stepSubmission(live.step === 'review' ? 'items' : live.step, formData, live.form, rulesOf(live))
    },
    onSubmit: (event) => event.preventDefault(),
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const intent = submitter?.value ?? 'next'
    event.preventDefault()
    if (intent === 'back') return send({ type: 'step.back' })
    if (intent === 'send') return send({ type: 'send' })
    // conform reports its reasons and focuses; the machine is asked either way and refuses the same step.
    form.onSubmit(event)
    send({ type: 'step.next' })
    // The files are no input conform can name (their error is the machine's `photos`/`documents`): when they
    // are the first wrong thing of the step, their file input takes the focus, as without JavaScript.
    const after = actor.getSnapshot().context
    const wrong = after.step === step ? firstWrongInput(step, after.errors) : null
    if (wrong === 'photos' || wrong === 'documents') document.getElementById(FILE_INPUT_ID[wrong])?.focus()
  }
  return (
    <ReturnSteps
      key={step}
      step={step}
      form={c.form}
      errors={step === 'review' ? c.errors : { ...c.errors, ...inputErrors(step, form.allErrors) }}
      typed={null}
      focus={null}
      items={c.items}
      outlets={outlets}
      uploads={c.uploads}
      busy={snapshot.hasTag('busy') || snapshot.status === 'done'}
      onSubmit={onSubmit}
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
        edit: (to) => send({ type: 'step.edit', step: to }),
      }}
    />
  )
}

/**
 * conform's errors of the step's own inputs (revalidated as they are typed). The photos are the machine's
 * (they change by uploads, which conform does not watch): their error is the machine's, cleared by an upload.
 */
function inputErrors(step: ReturnStepsProps['step'], errors: Record<string, string[]>): StepErrors {
  const inputs = new Set<string>([...(step === 'review' ? [] : STEP_FIELDS[step]), 'items'])
  const own = Object.fromEntries(Object.entries(errors).filter(([name]) => inputs.has(name)))
  return stepErrorsOf({ error: own })
}
