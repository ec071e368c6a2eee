import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const box = style({ maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem', textAlign: 'center' })
export const code = style({ fontSize: '3rem', fontWeight: 700, margin: 0, color: vars.color.muted })
export const title = style({ fontSize: '1.5rem', overflowWrap: 'anywhere' })
