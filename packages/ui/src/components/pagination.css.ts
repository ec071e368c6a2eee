import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.75rem 1.5rem',
  margin: '2rem 0 1rem',
})
export const link = style({
  display: 'inline-block',
  padding: '0.6rem 1.25rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  ':hover': { borderColor: vars.color.brand },
})
export const status = style({ margin: 0, color: vars.color.muted })
