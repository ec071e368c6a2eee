import { style } from '@vanilla-extract/css'
import { tone as notices } from '@vitrina/ui/styles/notice'
import { vars } from '@vitrina/ui/theme'

const desktop = 'screen and (min-width: 1024px)'

// One flexible column that may shrink below its content's width: a long name or a row of controls wraps
// instead of widening the page past the screen.
export const page = style({
  maxWidth: '80rem',
  margin: '0 auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.5rem',
})
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '0.5rem 1rem' })
export const title = style({ margin: 0, fontSize: '1.75rem' })
export const muted = style({ color: vars.color.muted, margin: 0 })
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '2rem',
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
})
export const sectionTitle = style({ fontSize: '1.25rem', margin: '0 0 0.75rem' })
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1rem' })
export const line = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: '0.5rem 1rem',
  paddingBottom: '1rem',
  borderBottom: `1px solid ${vars.color.border}`,
})
export const media = style({
  gridRow: 'span 3',
  width: '6rem',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  overflow: 'hidden',
})
export const mediaImage = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' })
export const name = style({ margin: 0, fontSize: '1rem', fontWeight: 600 })
export const details = style({ margin: 0, color: vars.color.muted, fontSize: '0.9rem' })
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem 1rem' })
export const quantity = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.25rem',
})
export const inlineForm = style({ display: 'inline-flex', alignItems: 'center', gap: '0.25rem', margin: 0 })
export const countInput = style({ width: '4.5rem', minHeight: '2rem', padding: '0.25rem 0.5rem' })
export const lineTotal = style({ fontWeight: 700, marginLeft: 'auto' })
export const error = style({ color: vars.color.danger, margin: 0, fontSize: '0.9rem' })
// The kit's Notice look (one for every form's error and state message).
export const notice = notices.danger
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.75rem',
  padding: '1.25rem',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
})
export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '0.5rem 1rem',
  margin: 0,
})
export const value = style({ margin: 0, textAlign: 'right' })
export const totalRow = style({ fontWeight: 700, fontSize: '1.15rem' })
export const empty = style({
  textAlign: 'center',
  padding: '3rem 1rem',
  display: 'grid',
  gap: '1rem',
  justifyItems: 'center',
})
