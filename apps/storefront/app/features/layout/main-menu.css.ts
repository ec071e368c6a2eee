import { style } from '@vanilla-extract/css'
import { DESKTOP_BREAKPOINT_PX } from '@vitrina/domain/layout'
import { vars } from '@vitrina/ui/theme'

const desktop = `screen and (min-width: ${DESKTOP_BREAKPOINT_PX}px)`
const mobile = `screen and (max-width: ${DESKTOP_BREAKPOINT_PX - 0.02}px)`

export const nav = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
})
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 1.25rem',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: '0.25rem 1rem',
  listStyle: 'none',
})
export const item = style({ position: 'relative' })
// Display flags (spec §3): CSS only, so the server HTML is right for every width and nothing jumps.
export const desktopOnly = style({ '@media': { [mobile]: { display: 'none' } } })
export const mobileOnly = style({ '@media': { [desktop]: { display: 'none' } } })
export const link = style({
  display: 'inline-block',
  padding: '0.5rem 0',
  textDecoration: 'none',
  fontWeight: 500,
  selectors: { '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '0.3em' } },
})
export const summary = style([link, { cursor: 'pointer' }])
export const submenu = style({
  minWidth: '14rem',
  margin: 0,
  padding: '0.5rem 1rem',
  listStyle: 'none',
  background: vars.color.background,
  '@media': {
    [desktop]: {
      position: 'absolute',
      top: '100%',
      left: '-1rem',
      zIndex: 20,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.card,
      boxShadow: '0 8px 24px rgba(0, 0, 0, 0.12)',
    },
  },
})
