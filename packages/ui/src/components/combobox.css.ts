import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

/** The list hangs from the field's own box, so it sits right under the input whatever is around it. */
export const anchor = style({ position: 'relative' })

export const listbox = style({
  position: 'absolute',
  top: 'calc(100% + 0.25rem)',
  insetInline: 0,
  zIndex: vars.z.dropdown,
  maxHeight: 'min(18rem, 45dvh)',
  margin: 0,
  padding: vars.space.xs,
  overflowY: 'auto',
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: `min(${vars.radius.card}, 0.75rem)`,
  background: vars.color.background,
  boxShadow: vars.shadow.md,
})

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: `min(${vars.radius.control}, 0.5rem)`,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-selected="true"]': {
      background: vars.color.surface,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
  },
})

export const optionHint = style({ display: 'block', color: vars.color.muted, fontSize: vars.fontSize.sm })
