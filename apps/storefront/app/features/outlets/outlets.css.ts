import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

const desktop = 'screen and (min-width: 1024px)'

export const page = style({
  maxWidth: '72rem',
  margin: '0 auto',
  display: 'grid',
  gap: '1.25rem',
  minWidth: 0,
})
export const title = style({ margin: 0, fontSize: '1.75rem' })
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: '0.9rem' })
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 500 })
export const form = style({ display: 'grid', gap: '1rem', minWidth: 0 })
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'end' })
export const grow = style({ flex: '1 1 16rem', minWidth: 0 })
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.25rem',
  border: 'none',
  margin: 0,
  padding: 0,
})
export const legend = style({ fontWeight: 600, marginBottom: '0.5rem', padding: 0 })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' })
export const card = style({
  display: 'grid',
  gap: '0.35rem',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  minWidth: 0,
  overflowWrap: 'anywhere',
})
export const cardTitle = style({ margin: 0, fontSize: '1.1rem' })
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem', margin: 0 })
export const open = style({ color: vars.color.success, fontWeight: 600 })
export const closed = style({ color: vars.color.muted, fontWeight: 600 })
export const layout = style({
  display: 'grid',
  gap: '1.5rem',
  minWidth: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
})
export const hours = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '0.25rem 1rem',
})
export const regions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
