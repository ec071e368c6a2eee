import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const prose = style({ maxWidth: '48rem', lineHeight: 1.6 })
export const paragraph = style({ margin: '0 0 1rem', whiteSpace: 'pre-line' })
export const dates = style({ color: vars.color.muted, margin: '0 0 1rem' })
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
})
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: '1rem',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
})
export const cardImage = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' })
export const cardTitle = style({ fontSize: '1.15rem', margin: 0 })
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1rem',
  margin: '1rem 0',
  padding: 0,
  listStyle: 'none',
})
export const details = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.35rem 1rem' })
export const term = style({ fontWeight: 600 })
export const definition = style({ margin: 0 })
