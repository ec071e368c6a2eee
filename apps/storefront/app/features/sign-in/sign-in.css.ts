import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const page = style({ maxWidth: '26rem', margin: '0 auto', display: 'grid', gap: '1rem' })
export const title = style({ margin: 0, fontSize: '1.75rem' })
export const lead = style({ margin: 0, color: vars.color.muted })
export const form = style({ display: 'grid', gap: '0.75rem', margin: 0 })
export const label = style({ fontWeight: 600 })
export const input = style({
  width: '100%',
  padding: '0.65rem 0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1.1rem',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
})
export const code = style([input, { letterSpacing: '0.3em', maxWidth: '12rem' }])
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1.5rem',
  border: 'none',
  margin: 0,
  padding: 0,
})
export const legend = style({ padding: 0, marginBottom: '0.25rem', fontWeight: 600 })
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  cursor: 'pointer',
})
export const primary = style({
  padding: '0.7rem 1.25rem',
  border: 'none',
  borderRadius: vars.radius.control,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'progress' } },
})
export const secondary = style({
  padding: '0.4rem 0',
  border: 'none',
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.muted, textDecoration: 'none', cursor: 'default' } },
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
export const providerLink = style({
  display: 'inline-block',
  padding: '0.55rem 1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.brand } },
})
export const notice = style({
  margin: 0,
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.control,
  background: vars.color.surface,
})
