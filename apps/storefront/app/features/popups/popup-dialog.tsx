import { useLingui } from '@lingui/react/macro'
import { Dialog } from '@vitrina/ui/dialog'
import { type CSSProperties, type ReactNode, useEffect } from 'react'
import { pageScrollLock } from '../layout/scroll-lock.ts'

/**
 * A modal popup on the kit's Dialog (focus moves in and is trapped, Esc or a backdrop click closes, focus goes
 * back where it was), with page scroll locked meanwhile. Mount it to open it; the parent unmounts it on
 * `onClose`. The content brings its own heading (`titleId`).
 */
export function PopupDialog({
  titleId,
  onClose,
  style,
  children,
}: {
  titleId: string
  onClose: () => void
  style?: CSSProperties
  children: ReactNode
}) {
  const { t } = useLingui()
  useEffect(() => pageScrollLock().lock(), [])
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} closeLabel={t`Close`} style={style}>
      {children}
    </Dialog>
  )
}
