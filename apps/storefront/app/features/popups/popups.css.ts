import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const title = style({ margin: '0 0 0.5rem', fontSize: '1.4rem' })
export const text = style({ margin: '0 0 1rem' })
export const banner = style({
  display: 'block',
  width: '100%',
  marginBottom: '1rem',
  borderRadius: vars.radius.control,
})
export const floated = style({ float: 'right', width: '40%', margin: '0 0 0.5rem 1rem' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', clear: 'both' })
