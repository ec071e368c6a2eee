import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

/** An embed page (empty layout): one column, readable in a phone's webview or a chat's in-app browser. */
export const page = style({ maxWidth: '36rem', margin: '0 auto', padding: '1.5rem 1rem 3rem' })
export const lead = style({ color: vars.color.muted, margin: '0.5rem 0 1rem' })
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  alignItems: 'center',
  margin: '1rem 0',
})
export const status = style({ margin: '0.75rem 0', minHeight: '1.5rem' })
export const phone = style({ fontSize: '1.25rem', fontWeight: 600 })
/**
 * The frame's chat button: bottom corner, above the content. On phones it sits higher, clear of the product
 * page's fixed buy bar (product.css.ts, 4.5rem tall), so it never covers "Add to cart".
 */
export const launcher = style({
  position: 'fixed',
  right: '1rem',
  bottom: '1rem',
  zIndex: 24,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.2)',
  '@media': { 'screen and (max-width: 1023.98px)': { bottom: '5.5rem' } },
})
