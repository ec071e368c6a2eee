import { globalStyle, style } from '@vanilla-extract/css'
import { DESKTOP_BREAKPOINT_PX } from '@vitrina/domain/layout'
import { vars } from '@vitrina/ui/theme'

const desktop = `screen and (min-width: ${DESKTOP_BREAKPOINT_PX}px)`
const phone = `screen and (max-width: ${DESKTOP_BREAKPOINT_PX - 0.02}px)`

/**
 * The page frame: a column whose parts the phone layout reorders. In the document the site menu area comes
 * after the content (fewer Tab presses to it); on wide screens it shows under the header.
 */
export const frame = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' })
export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.headerBackground,
  color: vars.color.headerText,
  // Phones: the compact header stays at hand while scrolling.
  '@media': { [phone]: { position: 'sticky', top: 0, zIndex: 30 } },
})
// Anchors (#main, #site-menu, form errors) must not land under the sticky phone header.
globalStyle('html', { '@media': { [phone]: { scrollPaddingTop: '7.5rem' } } })
export const bar = style({
  display: 'grid',
  // The search spans the flexible column, so it never widens the cart's and menu's columns.
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"logo logo cart menu" "nav search search search"',
  alignItems: 'center',
  gap: '0.5rem 0.75rem',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: '0.5rem 0.75rem',
  '@media': {
    [desktop]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '0.75rem 1.25rem',
      padding: '0.75rem 1rem',
    },
  },
})
export const logo = style({
  gridArea: 'logo',
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minWidth: 0,
  fontWeight: 700,
  fontSize: '1.2rem',
  textDecoration: 'none',
  color: vars.color.headerAccent,
  fontFamily: vars.font.heading,
})
export const logoName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
export const nav = style({ gridArea: 'nav', display: 'flex', gap: '1rem' })
export const navLink = style({ textDecoration: 'none', fontWeight: 500, padding: '0.25rem 0' })
export const search = style({
  gridArea: 'search',
  display: 'flex',
  minWidth: 0,
  gap: '0.25rem',
  '@media': { [desktop]: { flex: '1 1 16rem' } },
})
// The search box takes the row's width beside its button.
export const searchField = style({ flex: 1, minWidth: 0 })
export const tools = style({
  display: 'none',
  '@media': { [desktop]: { display: 'flex', alignItems: 'center', gap: '1rem', flexWrap: 'wrap' } },
})
export const region = style({ color: 'inherit' })
export const cartLink = style([
  navLink,
  { gridArea: 'cart', display: 'inline-flex', alignItems: 'center', gap: '0.25rem', whiteSpace: 'nowrap' },
])
export const cartIcon = style({ '@media': { [desktop]: { display: 'none' } } })
// On phones the icon says "cart"; the word stays in the accessible name.
export const cartText = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
})
export const desktopLanguage = style({ display: 'none', '@media': { [desktop]: { display: 'inline' } } })
export const menuLink = style([
  navLink,
  { gridArea: 'menu', padding: '0.25rem 0.5rem', '@media': { [desktop]: { display: 'none' } } },
])
export const badge = style({
  display: 'inline-block',
  minWidth: '1.5rem',
  padding: '0 0.4rem',
  borderRadius: '999px',
  // The header's accent on the header's own colour: a brand badge on a light header, a white one on a
  // brand-coloured header (a brand badge would vanish there).
  background: vars.color.headerAccent,
  color: vars.color.headerBackground,
  textAlign: 'center',
  fontSize: '0.85rem',
})
/** The menu, phone tools and region prompt: after the content on phones, under the header on wide screens. */
export const menuArea = style({
  order: 2,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { order: 0, borderTop: 'none' } },
})
export const phoneTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem 1.25rem',
  padding: '0.75rem 1rem',
  '@media': { [desktop]: { display: 'none' } },
})
export const mainOrder = style({ order: 1, width: '100%' })
export const footerOrder = style({ order: 3 })
export const main = style({
  maxWidth: '80rem',
  margin: '0 auto',
  padding: '1rem',
  minHeight: '60vh',
  // Focused by the skip link and after a navigation (tabIndex -1): a frame around the whole page says nothing.
  selectors: { '&:focus': { outline: 'none' } },
})
export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  padding: '1.5rem 1rem',
  marginTop: '2rem',
})
export const footerNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1rem',
  maxWidth: '80rem',
  margin: '0 auto',
})
export const copyright = style({ color: vars.color.muted, maxWidth: '80rem', margin: '0.5rem auto 0' })

/** The phone "Menu" sheet: the same menu stacked in one column with finger-sized rows. */
export const phoneMenuBody = style({ display: 'flex', flexDirection: 'column', gap: '0.5rem' })
globalStyle(`${phoneMenuBody} ul, ${phoneMenuBody} > div`, {
  flexDirection: 'column',
  alignItems: 'stretch',
  flexWrap: 'nowrap',
  gap: 0,
  padding: 0,
})
globalStyle(`${phoneMenuBody} nav`, { border: 'none', background: 'transparent' })
globalStyle(`${phoneMenuBody} a, ${phoneMenuBody} summary`, {
  display: 'block',
  padding: '0.75rem 0',
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: '1.05rem',
})
