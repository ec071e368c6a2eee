import { createVar, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

/** How much of the star row is filled, e.g. '86%'. */
export const fill = createVar()

export const rating = style({ display: 'inline-flex', alignItems: 'center', lineHeight: 1 })
export const stars = style({
  fontSize: '1.1em',
  letterSpacing: '0.1em',
  // The filled part of the same five glyphs is drawn by the gradient, so a 4.3 shows 4.3 stars.
  backgroundImage: `linear-gradient(90deg, ${vars.color.brand} ${fill}, ${vars.color.border} ${fill})`,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  '@media': {
    // Forced colours drop background images: the glyphs themselves then show.
    '(forced-colors: active)': { color: 'CanvasText', backgroundImage: 'none' },
  },
})
