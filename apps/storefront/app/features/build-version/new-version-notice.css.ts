import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const notice = style({
  position: 'fixed',
  left: '1rem',
  bottom: '1rem',
  zIndex: 999,
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  maxWidth: 'calc(100% - 2rem)',
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.card,
  background: vars.color.text,
  color: vars.color.background,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.2)',
})
export const text = style({ margin: 0 })
