import { Form, Link, useLocation, useNavigate, useNavigation } from '@remix-run/react'
import { Button, buttonClass } from '@vitrina/ui/button'
import { type ReactNode, useEffect, useState } from 'react'
import { PopupDialog } from '../popups/popup-dialog.tsx'
import * as styles from './customer-lists.css.ts'

/**
 * A destructive action behind a confirmation (clear last viewed, delete a date), like "Cancel order": the trigger
 * is a link to `?confirm=<key>`, so without JavaScript the page shows the confirmation inline; with it, a modal
 * dialog opens in place (focus inside, Esc closes, focus goes back to the trigger). The confirmation is a
 * `<Form method="post">` either way, sending `intent` and the hidden `fields`.
 */
export function ConfirmAction({
  confirmKey,
  trigger,
  triggerLabel,
  question,
  confirmLabel,
  keepLabel,
  intent,
  fields = {},
}: {
  confirmKey: string
  trigger: ReactNode
  /** The trigger's accessible name when its text alone is ambiguous ("Delete" in a list: "Delete Mum's birthday"). */
  triggerLabel?: string
  question: ReactNode
  confirmLabel: ReactNode
  keepLabel: ReactNode
  intent: string
  fields?: Record<string, string>
}) {
  const location = useLocation()
  const navigate = useNavigate()
  const params = new URLSearchParams(location.search)
  const requested = params.get('confirm') === confirmKey
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const [isOpen, setOpen] = useState(requested)
  useEffect(() => setOpen(requested), [requested])
  params.delete('confirm')
  const here = `${location.pathname}${params.size > 0 ? `?${params}` : ''}`
  params.set('confirm', confirmKey)
  const titleId = `confirm-${confirmKey}-title`
  const close = () => {
    setOpen(false)
    if (requested) navigate(here, { replace: true, preventScrollReset: true })
  }
  const confirmation = (
    <div className={styles.dialogBody}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {question}
      </h2>
      <ConfirmForm intent={intent} fields={fields} label={confirmLabel} here={here} onKeep={close}>
        {keepLabel}
      </ConfirmForm>
    </div>
  )
  return (
    <>
      <Link
        to={`${location.pathname}?${params}#confirm-${confirmKey}`}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        aria-label={triggerLabel}
        preventScrollReset
        replace
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
        }}
      >
        {trigger}
      </Link>
      {isOpen && hydrated ? (
        <PopupDialog titleId={titleId} onClose={close}>
          {confirmation}
        </PopupDialog>
      ) : isOpen ? (
        <section id={`confirm-${confirmKey}`} aria-labelledby={titleId} className={styles.card}>
          {confirmation}
        </section>
      ) : null}
    </>
  )
}

function ConfirmForm({
  intent,
  fields,
  label,
  here,
  onKeep,
  children,
}: {
  intent: string
  fields: Record<string, string>
  label: ReactNode
  here: string
  onKeep: () => void
  children: ReactNode
}) {
  const navigation = useNavigation()
  return (
    <Form method="post" action={here} className={styles.actions}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant="danger"
        disabled={navigation.state === 'submitting'}
      >
        {label}
      </Button>
      <Link
        to={here}
        className={buttonClass({ variant: 'secondary' })}
        replace
        preventScrollReset
        onClick={(event) => {
          event.preventDefault()
          onKeep()
        }}
      >
        {children}
      </Link>
    </Form>
  )
}
