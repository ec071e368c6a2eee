import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'

export const frame = style({ display: 'block', overflow: 'hidden', background: vars.color.surface })
export const fit = styleVariants({
  contain: { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
  cover: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
})
