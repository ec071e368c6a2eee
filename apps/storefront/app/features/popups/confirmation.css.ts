import { style } from '@vanilla-extract/css'
import { surface } from '@vitrina/ui/styles/surface'
import { vars } from '@vitrina/ui/theme'

// The confirmation's own layout: the dialog's content, or the inline card a page shows without JavaScript.
export const body = style({ display: 'grid', gap: '1rem', padding: '0.5rem', maxWidth: '26rem' })
export const question = style({ fontSize: '1.25rem', margin: 0 })
export const detail = style({ color: vars.color.muted, margin: 0 })
// The inline card is the kit's surface (one look with the orders' and the loyalty card's blocks).
export const card = surface
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' })
