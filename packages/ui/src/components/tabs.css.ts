import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'
import { focusRing } from './focus.css.ts'

/** A row of tabs with an underline on the chosen one; scrolls sideways on a narrow phone instead of wrapping. */
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
})

export const tab = style([
  focusRing,
  {
    flexShrink: 0,
    minHeight: '2.75rem',
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: 'none',
    borderBottom: '3px solid transparent',
    marginBottom: '-1px',
    background: 'none',
    color: vars.color.muted,
    font: 'inherit',
    fontWeight: vars.fontWeight.strong,
    textDecoration: 'none',
    cursor: 'pointer',
    outlineOffset: '-3px',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[aria-selected="true"], &[aria-current="page"], &[aria-pressed="true"]': {
        color: vars.color.text,
        borderBottomColor: vars.color.brand,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
])

export const panel = style([focusRing, { paddingTop: vars.space.lg }])

/** A segmented control: choices in one bordered strip, the pressed one filled with the brand colour. */
export const segmented = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: `calc(${vars.radius.control} + ${vars.space.xxs})`,
  background: vars.color.surface,
})
export const segmentedLegend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.strong,
})
export const segment = style([
  focusRing,
  {
    minHeight: '2.5rem',
    padding: `${vars.space.xs} ${vars.space.md}`,
    border: 'none',
    borderRadius: vars.radius.control,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontWeight: vars.fontWeight.strong,
    cursor: 'pointer',
    selectors: {
      '&:hover:not([aria-pressed="true"])': { background: vars.color.background },
      '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
])
