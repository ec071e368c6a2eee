import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

export const nav = style({ fontSize: '0.9rem', color: vars.color.muted, margin: '0.5rem 0 1rem' })
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const item = style({})
globalStyle(`${item} + ${item}::before`, { content: '"/"', marginRight: '0.25rem' })
