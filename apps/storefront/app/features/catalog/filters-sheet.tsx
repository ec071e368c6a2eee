import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@remix-run/react'
import { buttonClass } from '@vitrina/ui/button'
import { Sheet } from '@vitrina/ui/sheet'
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react'
import * as styles from './catalog.css.ts'

/** The id of the listing's own filter panel: the phone's "Filters" anchor leads there without JavaScript. */
export const FILTERS_PANEL_ID = 'filters'

/**
 * Phones' entry to the filters (below the desktop breakpoint; the panel beside the products is hidden there):
 * "Filters (N)". It is an anchor to the panel, which CSS shows when it is the `:target`, so it works without
 * JavaScript; with JavaScript it opens the panel's form in a bottom sheet instead (focus moves in and comes
 * back to this button on close). Applying the filters changes the URL's query, which closes the sheet.
 */
export function FiltersSheet({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const { search } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sheet closes on each new listing query.
  useEffect(() => setOpen(false), [search])

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    setOpen(true)
  }
  return (
    <>
      <a
        href={`#${FILTERS_PANEL_ID}`}
        className={buttonClass({ variant: 'secondary', block: true, className: styles.filtersTrigger })}
        onClick={onClick}
        aria-haspopup="dialog"
      >
        {count > 0 ? t`Filters (${count})` : t`Filters`}
      </a>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title={t`Filters`}
        closeLabel={t`Close`}
        side="bottom"
      >
        {open ? children : null}
      </Sheet>
    </>
  )
}
