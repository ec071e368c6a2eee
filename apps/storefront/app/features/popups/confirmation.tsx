import { Form, Link, useNavigate, useNavigation } from '@remix-run/react'
import { Button, type ButtonSize, buttonClass } from '@vitrina/ui/button'
import { type ReactNode, useEffect, useState } from 'react'
import * as styles from './confirmation.css.ts'
import { PopupDialog } from './popup-dialog.tsx'

export type ConfirmationProps = {
  /** The inline card's anchor (`#id`); the question's id is `<id>-title`. */
  id: string
  /** Whether the page's URL asks for the confirmation (the trigger's `openHref` after a reload without JS). */
  open: boolean
  /** The trigger's address: the page with the confirmation open and its anchor. */
  openHref: string
  /** Where "keep" goes and the form posts: the page without the confirmation. */
  closeHref: string
  trigger: ReactNode
  /** The trigger's accessible name when its text alone is ambiguous in a list ("Delete Mum's birthday"). */
  triggerLabel?: string
  triggerSize?: ButtonSize
  question: ReactNode
  detail?: ReactNode
  confirmLabel: ReactNode
  keepLabel: ReactNode
  /** The submit button's `intent` value, and hidden fields posted with it (which item). */
  intent: string
  fields?: Record<string, string>
}

/**
 * A destructive action behind a confirmation, on the kit's Button and Dialog (cancel an order, cancel an event
 * registration, delete a date, clear a list). The trigger is a link to `openHref`, so without JavaScript the
 * page reloads with the confirmation inline; with it a modal dialog opens in place (focus inside, Esc closes,
 * focus back on the trigger). The confirmation is a `<Form method="post">` either way, sending `intent` and
 * the hidden `fields`.
 */
export function Confirmation(props: ConfirmationProps) {
  const { id, open, openHref, closeHref, trigger, triggerLabel, triggerSize = 'md' } = props
  const navigate = useNavigate()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  // With JavaScript the dialog is local state: the link opens it in place; the URL only opens it on arrival.
  const [isOpen, setOpen] = useState(open)
  useEffect(() => setOpen(open), [open])
  const titleId = `${id}-title`
  const close = () => {
    setOpen(false)
    if (open) navigate(closeHref, { replace: true, preventScrollReset: true })
  }
  const confirmation = <ConfirmationBody {...props} titleId={titleId} onKeep={close} />
  return (
    <>
      <Link
        to={openHref}
        className={buttonClass({ variant: 'secondary', size: triggerSize })}
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
        // Without JavaScript the page reloads at its top: the link's anchor brings the shopper here.
        <section id={id} aria-labelledby={titleId} className={styles.card}>
          {confirmation}
        </section>
      ) : null}
    </>
  )
}

function ConfirmationBody({
  titleId,
  onKeep,
  closeHref,
  question,
  detail,
  confirmLabel,
  keepLabel,
  intent,
  fields = {},
}: ConfirmationProps & { titleId: string; onKeep: () => void }) {
  const navigation = useNavigation()
  return (
    <div className={styles.body}>
      <h2 id={titleId} className={styles.question}>
        {question}
      </h2>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <Form method="post" action={closeHref} className={styles.actions}>
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
          {confirmLabel}
        </Button>
        <Link
          to={closeHref}
          className={buttonClass({ variant: 'secondary' })}
          replace
          preventScrollReset
          onClick={(event) => {
            event.preventDefault()
            onKeep()
          }}
        >
          {keepLabel}
        </Link>
      </Form>
    </div>
  )
}
