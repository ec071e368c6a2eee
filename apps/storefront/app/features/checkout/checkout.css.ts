import { style } from '@vanilla-extract/css'
import { tone as notices } from '@vitrina/ui/styles/notice'
import { vars } from '@vitrina/ui/theme'

const desktop = 'screen and (min-width: 1024px)'

export const page = style({ maxWidth: '72rem', margin: '0 auto', display: 'grid', gap: '1.25rem' })
export const title = style({ margin: 0, fontSize: '1.75rem' })
export const layout = style({
  display: 'grid',
  gap: '1.5rem',
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
})
export const column = style({ display: 'grid', gap: '1.5rem' })
export const section = style({
  display: 'grid',
  gap: '1rem',
  padding: '1.25rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
})
export const sectionTitle = style({ margin: 0, fontSize: '1.25rem' })
export const grid = style({
  display: 'grid',
  gap: '1rem 1.5rem',
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr' } },
})
export const error = style({ margin: 0, color: vars.color.danger, fontSize: '0.9rem', fontWeight: 500 })
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: '0.9rem' })
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' })
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: '0.35rem' })
export const points = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' })
export const point = style({
  display: 'flex',
  gap: '0.75rem',
  padding: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  cursor: 'pointer',
})
export const pointText = style({ display: 'grid', gap: '0.2rem' })
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'end' })
export const totals = style({ display: 'grid', gap: '0.5rem', margin: 0 })
export const totalRow = style({ display: 'flex', justifyContent: 'space-between', gap: '1rem' })
export const grandTotal = style({ fontWeight: 700, fontSize: '1.2rem' })
// The kit's Notice look (one for every form's error and state message).
export const formError = notices.danger
// The default button of the form (Enter in a field places the order, not the first tab button).
export const defaultButton = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
