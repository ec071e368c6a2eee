import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const menu = style({ position: 'relative' })
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  cursor: 'pointer',
  listStyle: 'none',
  padding: '0.25rem 0',
  fontWeight: 500,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
})
export const name = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  selectors: { '&::after': { content: '"▾"', fontSize: '0.8em' } },
})
// In the header: its text colour, which the theme keeps readable on a light, brand or dark header.
export const note = style({ color: 'inherit', fontSize: '0.8rem', fontWeight: 400 })
export const list = style({
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: 20,
  minWidth: '12rem',
  margin: '0.25rem 0 0',
  padding: '0.5rem 0',
  listStyle: 'none',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: '0 0.5rem 1.5rem rgb(0 0 0 / 0.12)',
})
export const item = style({
  display: 'block',
  width: '100%',
  padding: '0.5rem 1rem',
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: vars.color.text,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
})
export const logoutForm = style({ margin: 0 })
export const guest = style({
  padding: '0.1rem 0.5rem',
  borderRadius: '999px',
  border: '1px solid currentColor',
  color: 'inherit',
  fontSize: '0.85rem',
})
export const signIn = style({ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' })
export const link = style({ textDecoration: 'none', fontWeight: 500, padding: '0.25rem 0' })
