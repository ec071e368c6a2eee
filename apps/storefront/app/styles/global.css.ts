import { globalStyle } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.background,
  lineHeight: vars.lineHeight.body,
})
// Headings in the brand's heading face (a condensed sans for outdoor gear, a serif for travel).
globalStyle('h1, h2, h3', {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heading,
  letterSpacing: vars.letterSpacing.heading,
  lineHeight: vars.lineHeight.tight,
})
globalStyle('a', { color: 'inherit' })
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' })
globalStyle('img', { maxWidth: '100%', height: 'auto' })
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
// Skip links: hidden until focused, then shown over the header's corner so the keyboard user sees where they are.
globalStyle('.skip-link', {
  position: 'absolute',
  left: '0.5rem',
  top: '-10rem',
  zIndex: 100,
  padding: '0.5rem 1rem',
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius.control,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.2)',
})
globalStyle('.skip-link:focus', { top: '0.5rem' })
