import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

export const price = style({
  display: 'inline-flex',
  gap: '0.5rem',
  alignItems: 'baseline',
  flexWrap: 'wrap',
})
export const current = style({ fontWeight: 700, whiteSpace: 'nowrap' })
export const old = style({ color: vars.color.muted, whiteSpace: 'nowrap', fontSize: '0.9em' })
export const missing = style({ color: vars.color.muted })
