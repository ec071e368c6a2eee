import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link, useNavigate, useNavigation } from '@remix-run/react'
import { Button, buttonClass } from '@vitrina/ui/button'
import { useEffect, useState } from 'react'
import { PopupDialog } from '../popups/popup-dialog.tsx'
import * as styles from './orders.css.ts'

const CONFIRMATION_ID = 'cancel-order'

/**
 * "Cancel order" and its confirmation. The link opens `?cancel`: without JavaScript the page then shows the
 * confirmation inline; with it, a modal dialog (focus inside, Esc closes, focus goes back to the link). The
 * confirmation is a `<Form method="post">` either way.
 */
export function CancelOrder({ orderPath, open }: { orderPath: string; open: boolean }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  // With JavaScript the dialog is local state: the link opens it in place; ?cancel only opens it on arrival.
  const [isOpen, setOpen] = useState(open)
  useEffect(() => setOpen(open), [open])
  const close = () => {
    setOpen(false)
    if (open) navigate(orderPath, { replace: true, preventScrollReset: true })
  }
  const confirmation = (
    <div className={styles.dialogBody}>
      <h2 id="cancel-title" className={styles.sectionTitle}>
        <Trans>Cancel the order?</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>The items go back on sale and spent bonuses are returned.</Trans>
      </p>
      <CancelForm orderPath={orderPath} onKeep={close} />
    </div>
  )
  return (
    <>
      <Link
        to={`${orderPath}?cancel#${CONFIRMATION_ID}`}
        className={buttonClass({ variant: 'secondary' })}
        preventScrollReset
        replace
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
        }}
      >
        {t`Cancel order`}
      </Link>
      {isOpen && hydrated ? (
        <PopupDialog titleId="cancel-title" onClose={close}>
          {confirmation}
        </PopupDialog>
      ) : isOpen ? (
        // Without JavaScript the page reloads at its top: the link's anchor brings the shopper here.
        <section id={CONFIRMATION_ID} aria-labelledby="cancel-title" className={styles.card}>
          {confirmation}
        </section>
      ) : null}
    </>
  )
}

function CancelForm({ orderPath, onKeep }: { orderPath: string; onKeep: () => void }) {
  const navigation = useNavigation()
  return (
    <Form method="post" action={orderPath} className={styles.actions}>
      <Button
        type="submit"
        name="intent"
        value="cancel"
        variant="danger"
        disabled={navigation.state === 'submitting'}
      >
        <Trans>Yes, cancel the order</Trans>
      </Button>
      <Link
        to={orderPath}
        className={buttonClass({ variant: 'secondary' })}
        replace
        preventScrollReset
        onClick={(event) => {
          event.preventDefault()
          onKeep()
        }}
      >
        <Trans>Keep the order</Trans>
      </Link>
    </Form>
  )
}
