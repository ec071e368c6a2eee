import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: 1000,
  background: vars.color.brand,
  transitionProperty: 'width, opacity',
  transitionTimingFunction: 'ease-out',
  pointerEvents: 'none',
})
