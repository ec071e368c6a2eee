import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@remix-run/react'
import { Sheet } from '@vitrina/ui/sheet'
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react'
import * as styles from './site-layout.css.ts'

/**
 * The phone header's "Menu". Without JavaScript it is an anchor to the site menu after the page's content
 * (`targetId`); with JavaScript it opens the same menu in a side sheet over the page, so the shopper keeps
 * their place (focus moves into the sheet and back to "Menu" on close). The link is hidden at the desktop
 * breakpoint, where the header and the menu bar show everything. Any navigation closes the sheet.
 */
export function PhoneMenu({
  targetId,
  className,
  children,
}: {
  targetId: string
  className: string
  /** The menu's content, rendered into the sheet only while it is open (no second copy of its landmarks). */
  children: ReactNode
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const { pathname, search } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sheet closes on each navigation.
  useEffect(() => setOpen(false), [pathname, search])

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    setOpen(true)
  }
  return (
    <>
      <a href={`#${targetId}`} className={className} onClick={onClick} aria-haspopup="dialog">
        <Trans>Menu</Trans>
      </a>
      <Sheet open={open} onClose={() => setOpen(false)} title={t`Menu`} closeLabel={t`Close`} side="end">
        {open ? <div className={styles.phoneMenuBody}>{children}</div> : null}
      </Sheet>
    </>
  )
}
