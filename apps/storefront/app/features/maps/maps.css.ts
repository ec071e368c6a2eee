import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const frame = style({
  position: 'relative',
  width: '100%',
  height: 'min(60vh, 28rem)',
  minHeight: '16rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  overflow: 'hidden',
  // Pins without an image are dots in this colour.
  color: vars.color.brand,
})
export const canvas = style({ position: 'absolute', inset: 0 })
export const loading = style({ position: 'absolute', inset: 0, display: 'grid' })
export const note = style({ margin: '0 0 0.75rem', color: vars.color.muted, fontSize: '0.9rem' })
