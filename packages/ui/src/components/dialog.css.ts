import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'
import { media } from '../theme/layout.ts'

// Movement only, no fade: text is at full contrast from the first frame (a half-faded dialog reads badly and
// is what axe measures when it checks a page while one opens).
const rise = keyframes({
  from: { transform: 'translateY(0.75rem) scale(0.98)' },
  to: { transform: 'none' },
})
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } })
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } })
const slideInStart = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } })

const base = style({
  padding: 0,
  border: 'none',
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflow: 'auto',
  overscrollBehavior: 'contain',
  selectors: { '&::backdrop': { background: vars.color.overlay } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})

/** Where the dialog sits: centred (`center`), a bottom sheet (phones), or a drawer from either side. */
export const placement = styleVariants({
  center: [
    base,
    {
      width: 'min(32rem, calc(100vw - 2rem))',
      maxHeight: 'calc(100dvh - 2rem)',
      borderRadius: vars.radius.card,
      animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}`,
    },
  ],
  bottom: [
    base,
    {
      width: '100%',
      maxWidth: '100%',
      maxHeight: '85dvh',
      margin: 'auto 0 0',
      borderRadius: `${vars.radius.card} ${vars.radius.card} 0 0`,
      animation: `${slideUp} ${vars.motion.normal} ${vars.motion.easing}`,
    },
  ],
  end: [
    base,
    {
      width: 'min(26rem, 90vw)',
      height: '100dvh',
      maxHeight: '100dvh',
      margin: '0 0 0 auto',
      animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
    },
  ],
  start: [
    base,
    {
      width: 'min(26rem, 90vw)',
      height: '100dvh',
      maxHeight: '100dvh',
      margin: '0 auto 0 0',
      animation: `${slideInStart} ${vars.motion.normal} ${vars.motion.easing}`,
    },
  ],
})

/** Widths of a centred dialog: a confirmation (`md`) or a panel such as the catalogue (`lg`). */
export const width = styleVariants({
  md: {},
  lg: { width: 'min(72rem, calc(100vw - 2rem))' },
})

export const head = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
})
/** Only the close button, at the top corner, when the content brings its own heading. */
export const closeOnly = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  justifyContent: 'flex-end',
  height: 0,
  padding: `0 ${vars.space.xs}`,
  overflow: 'visible',
})
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
})
export const body = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg })
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
})
