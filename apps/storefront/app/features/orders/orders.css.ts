import { style } from '@vanilla-extract/css'
import { tone as notices } from '@vitrina/ui/styles/notice'
import { surface } from '@vitrina/ui/styles/surface'
import { vars } from '@vitrina/ui/theme'

const desktop = 'screen and (min-width: 1024px)'

export const page = style({ maxWidth: '60rem', margin: '0 auto', display: 'grid', gap: '1.5rem' })
export const title = style({ margin: 0, fontSize: '1.75rem' })
export const sectionTitle = style({ fontSize: '1.25rem', margin: '0 0 0.75rem' })
export const muted = style({ color: vars.color.muted, margin: 0 })
export const card = surface
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: '0.4rem 1rem',
  margin: 0,
})
export const term = style({ color: vars.color.muted })
export const detail = style({ margin: 0 })
export const strong = style({ fontWeight: 700 })
// Message boxes come from the kit's Notice (one look for every form's error and every state message).
export const notice = notices.danger
export const info = notices.info
export const success = style([notice, { borderLeftColor: vars.color.success }])
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' })
export const inlineForm = style({ display: 'inline-flex', flexWrap: 'wrap', gap: '0.5rem', margin: 0 })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1rem' })
export const row = style({
  display: 'grid',
  gap: '0.25rem 1rem',
  padding: '1rem',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
})
export const rowLink = style({ fontWeight: 600, color: vars.color.text })
export const layout = style({
  display: 'grid',
  gap: '1.5rem',
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
})
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '0.25rem 1rem',
  paddingBottom: '0.75rem',
  borderBottom: `1px solid ${vars.color.border}`,
})
export const itemName = style({ margin: 0, fontWeight: 600 })
export const column = style({ display: 'grid', gap: '1.5rem', minWidth: 0 })
