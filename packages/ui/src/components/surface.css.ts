import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

/**
 * The kit's card surface: a panel set off from the page (an order's blocks, the loyalty card, a confirmation a
 * page shows inline). Its ground and corners are the theme contract's (`color.surface`, `radius.card`), so each
 * brand's cards follow its theme; the inner rhythm is the kit's spacing.
 */
export const surface = style({
  display: 'grid',
  gap: vars.space.md,
  padding: '1.25rem',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
})
