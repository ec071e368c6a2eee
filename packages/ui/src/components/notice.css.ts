import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

const base = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: vars.color.text,
})

/** The tone is the bar on the start edge: the text keeps the page's contrast whatever the brand colour. */
export const tone = styleVariants({
  danger: [base, { borderInlineStart: `4px solid ${vars.color.danger}` }],
  info: [base, { borderInlineStart: `4px solid ${vars.color.brand}` }],
  success: [base, { borderInlineStart: `4px solid ${vars.color.success}` }],
  warning: [base, { borderInlineStart: `4px solid ${vars.color.warning}` }],
})
