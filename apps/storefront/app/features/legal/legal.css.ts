import { style } from '@vanilla-extract/css'
import { tone as notices } from '@vitrina/ui/styles/notice'
import { vars } from '@vitrina/ui/theme'

const desktop = 'screen and (min-width: 1024px)'

export const page = style({ maxWidth: '48rem', margin: '0 auto', display: 'grid', gap: '1.25rem' })
export const title = style({ margin: 0, fontSize: '1.75rem', overflowWrap: 'anywhere' })
export const section = style({ display: 'grid', gap: '1rem' })
export const subtitle = style({ margin: 0, fontSize: '1.25rem' })
export const grid = style({
  display: 'grid',
  gap: '1rem 1.5rem',
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr' } },
})
export const wide = style({ '@media': { [desktop]: { gridColumn: '1 / -1' } } })
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem 1rem' })
export const status = style({ margin: 0, fontWeight: 500, color: vars.color.success })
export const muted = style({ margin: 0, color: vars.color.muted, overflowWrap: 'anywhere' })
// The kit's Notice look, laid out as a small grid (a heading, a text, an action).
const stack = style({ display: 'grid', gap: '0.5rem' })
export const notice = style([notices.info, stack])
export const problem = style([notices.danger, stack])
export const success = style([notices.success, stack])
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 500 })
export const fileField = style({ display: 'grid', gap: '0.5rem', justifyItems: 'start' })
export const label = style({ fontWeight: 600 })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' })
export const card = style({
  display: 'grid',
  gap: '0.25rem',
  padding: '1rem',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
})
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem 1rem' })
export const strong = style({ fontWeight: 600 })
