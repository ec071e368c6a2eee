import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

// The confirmation's own layout: the dialog's content, or the inline card a page shows without JavaScript.
export const body = style({ display: 'grid', gap: '1rem', padding: '0.5rem', maxWidth: '26rem' })
export const question = style({ fontSize: '1.25rem', margin: 0 })
export const detail = style({ color: vars.color.muted, margin: 0 })
export const card = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1.25rem',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
})
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' })
