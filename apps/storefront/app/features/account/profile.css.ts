import { style } from '@vanilla-extract/css'
import { tone as notices } from '@vitrina/ui/styles/notice'
import { vars } from '@vitrina/ui/theme'

const desktop = 'screen and (min-width: 1024px)'

export const page = style({ maxWidth: '48rem', margin: '0 auto', display: 'grid', gap: '1.25rem' })
export const title = style({ margin: 0, fontSize: '1.75rem', overflowWrap: 'anywhere' })
export const form = style({ display: 'grid', gap: '1.25rem' })
export const grid = style({
  display: 'grid',
  gap: '1rem 1.5rem',
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr' } },
})
export const confirmed = style({ margin: 0, color: vars.color.success, fontSize: '0.9rem' })
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem 1rem' })
export const status = style({ margin: 0, fontWeight: 500, color: vars.color.success })
// The kit's Notice look (one for every form's error and state message).
export const formError = notices.danger
export const resultBox = style({
  maxWidth: '40rem',
  margin: '3rem auto',
  padding: '0 1rem',
  textAlign: 'center',
})
export const resultLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '1rem 1.5rem',
})
