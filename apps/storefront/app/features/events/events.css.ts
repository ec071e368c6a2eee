import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const filters = style({ display: 'grid', gap: '0.75rem', margin: '0 0 1.5rem' })
export const meta = style({ color: vars.color.muted, margin: 0 })
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' })
export const places = style({ margin: 0, fontWeight: 600 })
export const register = style({
  display: 'grid',
  gap: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: '1rem',
  margin: '1.5rem 0',
  maxWidth: '36rem',
})
export const addressList = style({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.35rem' })
export const wrap = style({ overflowWrap: 'anywhere' })
