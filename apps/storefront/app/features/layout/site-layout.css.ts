import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.headerBackground,
  color: vars.color.headerText,
})
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem 1.25rem',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: '0.75rem 1rem',
})
export const logo = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  fontWeight: 700,
  fontSize: '1.2rem',
  textDecoration: 'none',
  color: vars.color.headerAccent,
  fontFamily: vars.font.heading,
})
export const nav = style({ display: 'flex', gap: '1rem' })
export const navLink = style({ textDecoration: 'none', fontWeight: 500, padding: '0.25rem 0' })
export const search = style({ display: 'flex', flex: '1 1 16rem', gap: '0.25rem' })
// The search box takes the row's width beside its button.
export const searchField = style({ flex: 1, minWidth: 0 })
export const tools = style({ display: 'flex', alignItems: 'center', gap: '1rem', flexWrap: 'wrap' })
export const region = style({ color: 'inherit' })
export const badge = style({
  display: 'inline-block',
  minWidth: '1.5rem',
  padding: '0 0.4rem',
  borderRadius: '999px',
  // The header's accent on the header's own colour: a brand badge on a light header, a white one on a
  // brand-coloured header (a brand badge would vanish there).
  background: vars.color.headerAccent,
  color: vars.color.headerBackground,
  textAlign: 'center',
  fontSize: '0.85rem',
})
export const main = style({ maxWidth: '80rem', margin: '0 auto', padding: '1rem', minHeight: '60vh' })
export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  padding: '1.5rem 1rem',
  marginTop: '2rem',
})
export const footerNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1rem',
  maxWidth: '80rem',
  margin: '0 auto',
})
export const copyright = style({ color: vars.color.muted, maxWidth: '80rem', margin: '0.5rem auto 0' })
