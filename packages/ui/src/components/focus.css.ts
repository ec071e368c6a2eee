import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

/** The one focus ring of the kit: visible on keyboard focus only, outside the element so it never shifts it. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

/** Hidden visually, still read by screen readers (live regions, spinner labels). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
