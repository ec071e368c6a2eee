import { Dialog, type DialogProps } from './dialog.tsx'

export type SheetProps = Omit<DialogProps, 'placement'> & {
  /** `bottom` slides up from the bottom edge (phones' filters, menus); `end`/`start` are side drawers. */
  side?: 'bottom' | 'end' | 'start'
}

/**
 * A sheet or drawer: the same modal dialog (focus trapped and restored, Esc closes) anchored to an edge of
 * the screen, for phones' filters, menus and the catalogue.
 */
export function Sheet({ side = 'bottom', ...props }: SheetProps) {
  return <Dialog placement={side} {...props} />
}
