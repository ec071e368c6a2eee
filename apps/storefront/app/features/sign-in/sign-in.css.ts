import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const page = style({ maxWidth: '26rem', margin: '0 auto', display: 'grid', gap: '1rem' })
export const title = style({ margin: 0, fontSize: '1.75rem' })
export const lead = style({ margin: 0, color: vars.color.muted })
export const form = style({ display: 'grid', gap: '0.75rem', margin: 0 })
export const code = style({ letterSpacing: '0.3em', maxWidth: '12rem', fontSize: '1.1rem' })
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.5rem',
  border: 'none',
  margin: 0,
  padding: 0,
})
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.25rem 1.25rem',
})
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: '0.9rem' })
export const error = style({
  margin: 0,
  color: vars.color.danger,
  selectors: { '&:empty': { display: 'none' } },
})
export const providers = style({
  display: 'grid',
  gap: '0.5rem',
  paddingTop: '1rem',
  borderTop: `1px solid ${vars.color.border}`,
})
export const providerList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const notice = style({
  margin: 0,
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.control,
  background: vars.color.surface,
})
