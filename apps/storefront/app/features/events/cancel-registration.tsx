import { Trans, useLingui } from '@lingui/react/macro'
import { Confirmation } from '../popups/confirmation.tsx'

const PATH = '/my/event-registrations/'

/**
 * "Cancel registration" and its confirmation (the shop's one `Confirmation`, as the order cancel): the link
 * opens `?cancel={id}`; without JavaScript the confirmation shows inline, with it a modal dialog.
 */
export function CancelRegistration({ id, title, open }: { id: number; title: string; open: boolean }) {
  const { t } = useLingui()
  return (
    <Confirmation
      id={`cancel-registration-${id}`}
      open={open}
      openHref={`${PATH}?cancel=${id}#cancel-registration-${id}`}
      closeHref={PATH}
      trigger={t`Cancel registration`}
      triggerLabel={t`Cancel the registration for «${title}»`}
      triggerSize="sm"
      question={<Trans>Cancel the registration for «{title}»?</Trans>}
      detail={<Trans>Your place goes to somebody else. You can register again while places are left.</Trans>}
      confirmLabel={<Trans>Yes, cancel the registration</Trans>}
      keepLabel={<Trans>Keep it</Trans>}
      intent="cancel"
      fields={{ registration: String(id) }}
    />
  )
}
