import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 1rem',
  maxWidth: '80rem',
  margin: '0.75rem auto 0',
})
export const list = style([row, { padding: 0, listStyle: 'none' }])
export const text = style({ maxWidth: '80rem', margin: '0.75rem auto 0' })
export const origin = style({ color: vars.color.muted, fontSize: '0.875rem' })
export const seller = style({ position: 'relative' })
export const sellerSummary = style({ cursor: 'pointer', textDecoration: 'underline dotted' })
export const sellerPanel = style({
  position: 'absolute',
  bottom: 'calc(100% + 0.5rem)',
  left: 0,
  zIndex: 20,
  minWidth: 'min(20rem, calc(100vw - 2rem))',
  margin: 0,
  padding: '0.75rem 1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.background,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.12)',
})
export const sellerTerm = style({ color: vars.color.muted, fontSize: '0.875rem' })
export const sellerValue = style({ margin: '0 0 0.5rem' })
