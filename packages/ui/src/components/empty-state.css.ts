import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

export const box = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
})
export const icon = style({ fontSize: '2.5rem', lineHeight: 1 })
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl })
export const text = style({ margin: 0, maxWidth: '32rem', color: vars.color.muted })
