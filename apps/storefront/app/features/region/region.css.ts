import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const screen = style({ maxWidth: '40rem', margin: '0 auto' })
export const list = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' })
export const error = style({ color: vars.color.danger })
export const locate = style({ marginTop: '1.5rem' })
export const prompt = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const promptForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: '0.5rem 1rem',
})
