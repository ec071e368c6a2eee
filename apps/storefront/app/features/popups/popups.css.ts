import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const dialog = style({
  position: 'relative',
  width: 'min(28rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 4rem)',
  padding: '2rem 1.5rem 1.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: 'rgba(0, 0, 0, 0.4)' } },
})
export const close = style({
  position: 'absolute',
  top: '0.5rem',
  right: '0.5rem',
  width: '2.25rem',
  height: '2.25rem',
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
})
export const title = style({ margin: '0 0 0.5rem', fontSize: '1.4rem' })
export const text = style({ margin: '0 0 1rem' })
export const banner = style({
  display: 'block',
  width: '100%',
  marginBottom: '1rem',
  borderRadius: vars.radius.control,
})
export const floated = style({ float: 'right', width: '40%', margin: '0 0 0.5rem 1rem' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', clear: 'both' })
export const primary = style({
  display: 'inline-block',
  padding: '0.6rem 1.2rem',
  border: 'none',
  borderRadius: vars.radius.control,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
})
export const secondary = style({
  padding: '0.6rem 1.2rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
})
