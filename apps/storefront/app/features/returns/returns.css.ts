import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const stepDone = style({ color: vars.color.muted })
export const stepCurrent = style({ fontWeight: 700 })
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: '1rem' })
export const field = style({ display: 'grid', gap: '0.35rem' })
export const label = style({ fontWeight: 600 })
export const input = style({
  font: 'inherit',
  padding: '0.6rem 0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
})
export const error = style({ color: vars.color.danger, margin: 0 })
export const check = style({ display: 'flex', gap: '0.5rem', alignItems: 'center' })
export const files = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' })
export const progress = style({ width: '100%' })
export const stars = style({
  display: 'flex',
  gap: '0.75rem',
  border: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
})
export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' })
export const photo = style({
  width: '6rem',
  height: '6rem',
  objectFit: 'cover',
  borderRadius: vars.radius.control,
})
