import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'
import { focusRing } from './focus.css.ts'

export const disclosure = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  minWidth: 0,
})

export const summary = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    cursor: 'pointer',
    listStyle: 'none',
    minHeight: '2.75rem',
    justifyContent: 'center',
    selectors: { '&::-webkit-details-marker': { display: 'none' } },
  },
])

export const label = style({ fontSize: vars.fontSize.xs, color: vars.color.muted })

export const value = style({ fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' })

export const body = style({
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.sm,
})
