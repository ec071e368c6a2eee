import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

export const card = style({ display: 'flex', flexDirection: 'column', gap: '0.35rem', position: 'relative' })
globalStyle(`${card} > a`, { textDecoration: 'none', color: 'inherit' })
export const media = style({
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
})
export const name = style({ fontSize: '1rem', fontWeight: 500, margin: '0.5rem 0 0' })
export const brand = style({ margin: 0, color: vars.color.muted, fontSize: '0.9rem' })
export const rating = style({ margin: 0, fontSize: '0.85rem', color: vars.color.muted })
export const stock = style({ margin: 0, fontSize: '0.85rem', color: vars.color.danger })
/** The corner control (favourites heart) sits over the image, after the card's text in the reading order. */
export const action = style({ position: 'absolute', top: '0.25rem', right: '0.25rem' })
