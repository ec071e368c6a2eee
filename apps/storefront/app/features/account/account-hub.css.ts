import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const page = style({ maxWidth: '40rem', margin: '0 auto', display: 'grid', gap: '1.25rem' })
export const title = style({ margin: 0, fontSize: '1.5rem' })
export const groupTitle = style({ margin: '0 0 0.5rem', fontSize: '1rem', color: vars.color.muted })
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  overflow: 'hidden',
})
// Whole-row links at least 48 px tall: thumbs on a phone, not cursors.
export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '3rem',
  padding: '0.75rem 1rem',
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    'li + li > &': { borderTop: `1px solid ${vars.color.border}` },
    '&:hover': { background: vars.color.background },
    '&::after': { content: '"›"', color: vars.color.muted, fontSize: '1.25rem' },
  },
})
