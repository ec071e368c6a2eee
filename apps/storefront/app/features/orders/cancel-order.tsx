import { Trans, useLingui } from '@lingui/react/macro'
import { Confirmation } from '../popups/confirmation.tsx'

/**
 * "Cancel order" and its confirmation (the shop's one `Confirmation`): the link opens `?cancel`; without
 * JavaScript the page shows the confirmation inline, with it a modal dialog.
 */
export function CancelOrder({ orderPath, open }: { orderPath: string; open: boolean }) {
  const { t } = useLingui()
  return (
    <Confirmation
      id="cancel-order"
      open={open}
      openHref={`${orderPath}?cancel#cancel-order`}
      closeHref={orderPath}
      trigger={t`Cancel order`}
      question={<Trans>Cancel the order?</Trans>}
      detail={<Trans>The items go back on sale and spent bonuses are returned.</Trans>}
      confirmLabel={<Trans>Yes, cancel the order</Trans>}
      keepLabel={<Trans>Keep the order</Trans>}
      intent="cancel"
    />
  )
}
