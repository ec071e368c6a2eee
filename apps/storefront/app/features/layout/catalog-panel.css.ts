import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const dialog = style({
  width: 'min(72rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 6rem)',
  marginTop: '4rem',
  padding: '1.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  selectors: { '&::backdrop': { background: 'rgba(0, 0, 0, 0.4)' } },
})
export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })
export const title = style({ margin: 0 })
