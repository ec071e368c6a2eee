import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const page = style({
  display: 'grid',
  gap: '2rem',
  padding: '1.5rem',
  maxWidth: '90rem',
  margin: '0 auto',
})
export const brand = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
})
export const brandHeader = style({
  margin: `calc(-1 * ${vars.space.xl}) calc(-1 * ${vars.space.xl}) 0`,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderRadius: `${vars.radius.card} ${vars.radius.card} 0 0`,
  background: vars.color.headerBackground,
  color: vars.color.headerText,
  fontFamily: vars.font.heading,
})
export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
})
export const specimen = style({ display: 'grid', gap: vars.space.sm, margin: 0 })
export const caption = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
})
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })
export const stack = style({ display: 'grid', gap: vars.space.md })
