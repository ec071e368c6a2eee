import { style } from '@vanilla-extract/css'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(10rem, 45%), 1fr))',
  gap: '1.5rem 1rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const item = style({ minWidth: 0 })
