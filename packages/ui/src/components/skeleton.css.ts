import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css.ts'
import { media } from '../theme/layout.ts'

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } })

export const block = style({
  display: 'block',
  background: vars.color.surface,
  borderRadius: `min(${vars.radius.card}, 0.75rem)`,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})
export const line = style({ height: '1em', marginBlock: '0.25em', borderRadius: '0.25em' })
export const group = style({ display: 'grid', gap: vars.space.xs })
