import { Trans } from '@lingui/react/macro'
import { Button, buttonClass } from '@vitrina/ui/button'
import { PopupDialog } from './popup-dialog.tsx'
import * as styles from './popups.css.ts'

/** "Continue in the mobile app" (spec §2, §3 mobile app popup): the store link for this phone, or not now. */
export function AppPopup({
  link,
  appName,
  installCount,
  onClose,
}: {
  link: string
  appName: string | null
  installCount: string | null
  onClose: () => void
}) {
  return (
    <PopupDialog titleId="app-popup-title" onClose={onClose}>
      <h2 id="app-popup-title" className={styles.title}>
        <Trans>Continue in the app</Trans>
      </h2>
      {appName || installCount ? (
        <p className={styles.text}>
          {appName ? <strong>{appName}</strong> : null}
          {appName && installCount ? ' · ' : null}
          {installCount ? (
            <>
              <Trans>Installs:</Trans> {installCount}
            </>
          ) : null}
        </p>
      ) : null}
      <p className={styles.actions}>
        <a href={link} rel="noopener noreferrer" className={buttonClass()} onClick={onClose}>
          <Trans>Open the app</Trans>
        </a>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Not now</Trans>
        </Button>
      </p>
    </PopupDialog>
  )
}
