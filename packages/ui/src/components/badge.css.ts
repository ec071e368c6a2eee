import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
})

/** Filled tones keep 4.5:1 (the theme test checks each fill against its text colour). */
export const tone = styleVariants({
  neutral: [
    base,
    { background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}` },
  ],
  brand: [base, { background: vars.color.brand, color: vars.color.onBrand }],
  success: [base, { background: vars.color.success, color: '#ffffff' }],
  danger: [base, { background: vars.color.danger, color: vars.color.onDanger }],
  warning: [
    base,
    {
      background: vars.color.background,
      color: vars.color.warning,
      border: `1px solid ${vars.color.warning}`,
    },
  ],
})
