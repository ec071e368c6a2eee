import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' })
export const line = style({ display: 'flex', justifyContent: 'space-between', gap: '1rem' })
export const detail = style({ color: vars.color.muted, fontSize: '0.9rem' })
