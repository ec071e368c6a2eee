import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'
import { media } from '../theme/layout.ts'
import { focusRing } from './focus.css.ts'

const base = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.control,
    font: 'inherit',
    fontWeight: vars.fontWeight.strong,
    letterSpacing: vars.letterSpacing.button,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, filter ${vars.motion.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
])

export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(0.92)' } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.background,
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': {
          borderColor: vars.color.brandText,
          background: vars.color.surface,
        },
        // A toggle (the chosen city): a brand-coloured double border, not colour alone (WCAG 1.4.1).
        '&[aria-pressed="true"]': {
          borderColor: vars.color.brandText,
          boxShadow: `inset 0 0 0 1px ${vars.color.brandText}`,
        },
      },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      // A ghost sits on any background (a black error toast, a brand header): it takes the text colour there.
      color: 'inherit',
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': {
          background: 'color-mix(in srgb, currentColor 12%, transparent)',
        },
      },
    },
  ],
  danger: [
    base,
    {
      background: vars.color.danger,
      color: vars.color.onDanger,
      selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(0.92)' } },
    },
  ],
  link: [
    base,
    {
      padding: 0,
      border: 'none',
      background: 'none',
      color: vars.color.brandText,
      fontWeight: vars.fontWeight.regular,
      letterSpacing: 'normal',
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
      selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { textDecorationThickness: '2px' } },
    },
  ],
})

/** Sizes keep a 44 px touch target from `md` up (WCAG 2.5.5); `sm` is for dense rows on desktop. */
export const size = styleVariants({
  sm: { minHeight: '2rem', padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
  md: { minHeight: '2.75rem', padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md },
  lg: { minHeight: '3.25rem', padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lg },
})

/** The link variant has no box: sizes only set its font size. */
export const linkSize = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: 'inherit' },
  lg: { fontSize: vars.fontSize.lg },
})

export const block = style({ width: '100%' })

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
})

export const icon = style({ display: 'inline-flex', flexShrink: 0, lineHeight: 0 })

export const iconOnly = styleVariants({
  sm: { width: '2rem', minHeight: '2rem', padding: 0 },
  md: { width: '2.75rem', minHeight: '2.75rem', padding: 0 },
  lg: { width: '3.25rem', minHeight: '3.25rem', padding: 0 },
})
