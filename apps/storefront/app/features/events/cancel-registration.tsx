import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, useNavigate, useNavigation } from '@remix-run/react'
import { Button, buttonClass } from '@vitrina/ui/button'
import { useEffect, useState } from 'react'
import * as styles from '../orders/orders.css.ts'
import { PopupDialog } from '../popups/popup-dialog.tsx'

const PATH = '/my/event-registrations/'

/**
 * "Cancel registration" and its confirmation, like the order cancel: the link opens `?cancel={id}`; without
 * JavaScript the confirmation shows inline, with it a modal dialog (focus trapped, Esc closes, focus back).
 */
export function CancelRegistration({ id, title, open }: { id: number; title: string; open: boolean }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const [isOpen, setOpen] = useState(open)
  useEffect(() => setOpen(open), [open])
  const close = () => {
    setOpen(false)
    if (open) navigate(PATH, { replace: true, preventScrollReset: true })
  }
  const titleId = `cancel-registration-title-${id}`
  const confirmation = (
    <div className={styles.dialogBody}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>Cancel the registration for «{title}»?</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Your place goes to somebody else. You can register again while places are left.</Trans>
      </p>
      <CancelForm id={id} onKeep={close} />
    </div>
  )
  return (
    <>
      <Link
        to={`${PATH}?cancel=${id}#cancel-registration-${id}`}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        preventScrollReset
        replace
        aria-label={t`Cancel the registration for «${title}»`}
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
        }}
      >
        {t`Cancel registration`}
      </Link>
      {isOpen && hydrated ? (
        <PopupDialog titleId={titleId} onClose={close}>
          {confirmation}
        </PopupDialog>
      ) : isOpen ? (
        <section id={`cancel-registration-${id}`} aria-labelledby={titleId} className={styles.card}>
          {confirmation}
        </section>
      ) : null}
    </>
  )
}

function CancelForm({ id, onKeep }: { id: number; onKeep: () => void }) {
  const navigation = useNavigation()
  return (
    <Form method="post" action={PATH} className={styles.actions}>
      <input type="hidden" name="registration" value={id} />
      <Button
        type="submit"
        name="intent"
        value="cancel"
        variant="danger"
        disabled={navigation.state === 'submitting'}
      >
        <Trans>Yes, cancel the registration</Trans>
      </Button>
      <Link
        to={PATH}
        className={buttonClass({ variant: 'secondary' })}
        replace
        preventScrollReset
        onClick={(event) => {
          event.preventDefault()
          onKeep()
        }}
      >
        <Trans>Keep it</Trans>
      </Link>
    </Form>
  )
}
