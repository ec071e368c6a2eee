import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'
import { focusRing } from './focus.css.ts'

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })
export const label = style({ fontWeight: vars.fontWeight.strong, color: vars.color.text })
export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs })
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm })
export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
})

/** Text inputs, text areas and selects share one box. */
export const control = style([
  focusRing,
  {
    width: '100%',
    minHeight: '2.75rem',
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    // A pill radius would make a text area's corners cut its text: cap at the card radius.
    borderRadius: `min(${vars.radius.control}, 0.75rem)`,
    background: vars.color.background,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.md,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.muted },
      '&:focus-visible': { borderColor: vars.color.focus, outlineOffset: '0' },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
      '&:disabled': { background: vars.color.surface, color: vars.color.muted, cursor: 'not-allowed' },
      '&[readonly]': { background: vars.color.surface, color: vars.color.muted },
      '&::placeholder': { color: vars.color.muted },
    },
  },
])
export const textArea = style({ minHeight: '6rem', resize: 'vertical' })
export const select = style({ appearance: 'auto', cursor: 'pointer' })

/** Checkbox, radio and switch: the control before its label, the whole row clickable. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.muted } },
})
export const choiceInput = style([
  focusRing,
  {
    width: '1.25rem',
    height: '1.25rem',
    margin: 0,
    flexShrink: 0,
    accentColor: vars.color.brand,
    cursor: 'inherit',
    selectors: {
      '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: '1px' },
    },
  },
])
export const choiceText = style({ display: 'grid', gap: vars.space.xxs })

export const fieldset = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 'none' })
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.strong })

/** A switch is a checkbox with role="switch" drawn as a track and a thumb. */
export const switchInput = style([
  focusRing,
  {
    appearance: 'none',
    position: 'relative',
    width: '2.75rem',
    height: '1.5rem',
    margin: 0,
    flexShrink: 0,
    borderRadius: '999px',
    background: vars.color.muted,
    cursor: 'inherit',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        top: '0.1875rem',
        left: '0.1875rem',
        width: '1.125rem',
        height: '1.125rem',
        borderRadius: '50%',
        background: '#ffffff',
        transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
      },
      '&:checked': { background: vars.color.brand },
      '&:checked::after': { transform: 'translateX(1.25rem)' },
      '&:disabled': { opacity: 0.5 },
    },
  },
])
