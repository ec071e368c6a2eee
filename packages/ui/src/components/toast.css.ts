import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'
import { media } from '../theme/layout.ts'

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem)' },
  to: { opacity: 1, transform: 'none' },
})

/** Toasts stack at the bottom on phones (above the thumb zone) and bottom-right on desktops. */
export const region = style({
  position: 'fixed',
  insetInline: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.z.toast,
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
  '@media': { [media.desktop]: { insetInline: 'auto', right: vars.space.xl, width: '24rem' } },
})

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: `min(${vars.radius.card}, 1rem)`,
  borderInlineStart: '4px solid',
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
  animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})

export const tone = styleVariants({
  info: [base, { borderInlineStartColor: vars.color.brand }],
  success: [base, { borderInlineStartColor: vars.color.success }],
  error: [base, { borderInlineStartColor: vars.color.danger }],
})

export const text = style({ flex: 1, margin: 0, alignSelf: 'center' })
