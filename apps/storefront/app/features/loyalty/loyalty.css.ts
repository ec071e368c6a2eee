import { globalStyle, style } from '@vanilla-extract/css'
import { surface } from '@vitrina/ui/styles/surface'
import { vars } from '@vitrina/ui/theme'

export const page = style({
  maxWidth: '60rem',
  margin: '0 auto',
  display: 'grid',
  gap: '1.5rem',
  minWidth: 0,
})
export const title = style({ margin: 0, fontSize: '1.75rem' })
export const sectionTitle = style({ fontSize: '1.25rem', margin: '0 0 0.75rem' })
export const muted = style({ color: vars.color.muted, margin: 0 })
// The kit's surface; it may shrink in the page's grid (a long card number must not widen the page).
export const card = style([surface, { minWidth: 0 }])
/** White behind the bars whatever the theme: scanners need dark bars on a light ground. */
export const barcode = style({
  margin: 0,
  padding: '0.5rem',
  background: '#ffffff',
  borderRadius: vars.radius.card,
  maxWidth: '24rem',
  width: '100%',
})
globalStyle(`${barcode} svg`, { display: 'block', width: '100%', height: 'auto' })
export const cardNumber = style({
  fontSize: '1.5rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  fontVariantNumeric: 'tabular-nums',
  margin: 0,
})
export const balance = style({ fontSize: '2rem', fontWeight: 700, margin: 0 })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' })
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '0.25rem 1rem',
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
})
export const credit = style({ color: vars.color.success, fontWeight: 700, margin: 0 })
export const debit = style({ fontWeight: 700, margin: 0 })
export const terms = style({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.4rem' })
