import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const heartForm = style({ margin: 0, display: 'inline-flex' })
/** A pressed heart is filled (the shape says it) and in the brand's text colour. */
export const heartOn = style({ color: vars.color.brandText })

export const page = style({ display: 'grid', gap: '1rem', minWidth: 0 })
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
})
export const title = style({ margin: 0, fontSize: '1.6rem' })
export const muted = style({ color: vars.color.muted, margin: 0 })
export const notice = style({
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  margin: 0,
})
export const card = style({
  padding: '1rem',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: '0.75rem',
  minWidth: 0,
})
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' })
export const sectionTitle = style({ fontSize: '1.2rem', margin: 0 })
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.75rem' })
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '0.5rem 1rem',
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
})
export const rowText = style({ display: 'grid', gap: '0.15rem', minWidth: 0, overflowWrap: 'anywhere' })
export const strong = style({ fontWeight: 700 })
export const formGrid = style({ display: 'grid', gap: '0.75rem', maxWidth: '28rem' })
export const table = style({ display: 'grid', gap: '1rem' })
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: '0.75rem 1rem',
  margin: 0,
  display: 'grid',
  gap: '0.5rem',
  minWidth: 0,
})
export const legend = style({ fontWeight: 700, padding: '0 0.25rem' })
/** The product page's heading with its heart beside it. */
export const productHeading = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '0.5rem',
  minWidth: 0,
})
