import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'
import { focusRing } from './focus.css.ts'

export const calendar = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.md,
  // Months side by side when there is room (two at 1280 px), one under another on a phone.
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
})

export const legend = style({
  fontWeight: vars.fontWeight.strong,
  marginBottom: vars.space.xs,
  padding: 0,
})

export const month = style({ borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' })

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.strong,
  padding: `${vars.space.xs} 0`,
  textTransform: 'capitalize',
})

export const weekday = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  fontWeight: vars.fontWeight.regular,
  padding: vars.space.xxs,
})

export const weekendHeader = style([weekday, { color: vars.color.danger }])

export const cell = style({ padding: '1px', textAlign: 'center' })

export const input = style({
  position: 'absolute',
  opacity: 0,
  width: '1px',
  height: '1px',
  margin: 0,
})

export const day = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    minHeight: '2.5rem',
    borderRadius: vars.radius.control,
    border: '1px solid transparent',
    cursor: 'pointer',
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
    selectors: {
      '&:hover': { borderColor: vars.color.border },
      [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
      [`${input}:checked + &`]: { background: vars.color.brand, color: vars.color.onBrand },
      [`${input}:disabled + &`]: {
        color: vars.color.muted,
        cursor: 'not-allowed',
        textDecoration: 'line-through',
        opacity: 0.75,
      },
    },
  },
])

/** Saturday and Sunday (spec §9) in the danger tone, as Russian calendars mark days off. */
export const weekend = style({ color: vars.color.danger, fontWeight: vars.fontWeight.strong })
