import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

const stackBase = style({
  position: 'fixed',
  left: 0,
  right: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.5rem',
  padding: '0 1rem',
  pointerEvents: 'none',
})
export const stack = styleVariants({
  top: [stackBase, { top: '1rem' }],
  bottom: [stackBase, { bottom: '1rem' }],
})
// Real boxes, not `display: contents`: some browsers drop such elements (and their live region) from the
// accessibility tree.
export const region = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.5rem',
  width: '100%',
})

const toastBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  width: 'min(28rem, 100%)',
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.card,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.2)',
  pointerEvents: 'auto',
})
export const toast = styleVariants({
  // Spec §8: errors are black.
  error: [toastBase, { background: '#000000', color: '#ffffff' }],
  success: [
    toastBase,
    { background: vars.color.background, color: vars.color.text, border: `1px solid ${vars.color.border}` },
  ],
  info: [
    toastBase,
    { background: vars.color.background, color: vars.color.text, border: `1px solid ${vars.color.border}` },
  ],
})
export const icon = styleVariants({
  check: { flex: 'none', color: vars.color.success },
  'close-circle': { flex: 'none', color: '#ffffff' },
})
export const text = style({ flex: 1, margin: 0 })
export const close = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
})
