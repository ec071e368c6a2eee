import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

const desktop = 'screen and (min-width: 1024px)'
const phone = 'screen and (max-width: 1023.98px)'

export const page = style({
  maxWidth: '80rem',
  margin: '0 auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '2rem',
  // Room for the fixed buy bar under the last line of the page.
  '@media': { [phone]: { paddingBottom: '4.5rem' } },
})
export const top = style({
  display: 'grid',
  gap: '1.5rem',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: '3rem' } },
})
export const heading = style({ fontSize: '1.6rem', lineHeight: 1.25, margin: '0 0 0.5rem' })
export const meta = style({ margin: 0, color: vars.color.muted, fontSize: '0.9rem' })
export const priceRow = style({ fontSize: '1.5rem', margin: '1rem 0' })
export const section = style({ display: 'grid', gap: '1rem' })
export const sectionTitle = style({ fontSize: '1.25rem', margin: 0 })
export const muted = style({ color: vars.color.muted, margin: 0 })

/* Gallery: a scroll-snap strip; thumbnails are links to each slide, so it works without JavaScript. */
export const gallery = style({ display: 'grid', gap: '0.75rem', minWidth: 0 })
export const strip = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollBehavior: 'smooth',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  scrollbarWidth: 'none',
})
export const slide = style({ flex: '0 0 100%', scrollSnapAlign: 'start', display: 'flex' })
export const image = styleVariants({
  cover: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  contain: { width: '100%', height: '100%', objectFit: 'contain', display: 'block' },
})
export const thumbs = style({
  display: 'flex',
  gap: '0.5rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
})
export const thumb = style({
  display: 'block',
  width: '4.5rem',
  borderRadius: vars.radius.control,
  border: `2px solid transparent`,
  overflow: 'hidden',
  background: vars.color.surface,
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.brand } },
})
globalStyle(`${thumb} img`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' })

/* Purchase form */
export const purchase = style({ display: 'grid', gap: '1rem', margin: '1rem 0' })
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' })
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: '0.5rem' })
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' })
export const choice = style({ position: 'relative', display: 'inline-flex' })
export const choiceInput = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' })
export const choiceLabel = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: '3rem',
  padding: '0.45rem 0.8rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  background: vars.color.background,
  selectors: {
    [`${choiceInput}:checked + &`]: {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    [`${choiceInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${choiceInput}:disabled + &`]: {
      color: vars.color.muted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
})
export const choicePrice = style({ fontSize: '0.75rem', color: vars.color.muted })
export const colourLink = style({
  padding: '0.35rem 0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  textDecoration: 'none',
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.brand, fontWeight: 600 } },
})
export const message = style({
  minHeight: '1.5rem',
  margin: 0,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
  },
})
/**
 * Price and "Add to cart". Wide screens: `display: contents`, the price shows first in the form (order) and the
 * button after the sizes. Phones: a bar fixed to the bottom of the screen, so both are in the first screen.
 */
export const buyBar = style({
  display: 'contents',
  '@media': {
    [phone]: {
      position: 'fixed',
      left: 0,
      right: 0,
      bottom: 0,
      zIndex: 25,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '0.75rem',
      padding: '0.5rem 1rem',
      // Clear of the home indicator and the screen's rounded corners.
      paddingBottom: 'calc(0.5rem + env(safe-area-inset-bottom, 0px))',
      paddingInlineStart: 'calc(1rem + env(safe-area-inset-left, 0px))',
      background: vars.color.background,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.08)',
    },
  },
})
// In the phone's bar the button keeps its words on one line ("В корзину" broke in two beside a two-line price).
globalStyle(`${buyBar} > button`, {
  '@media': { [phone]: { flexShrink: 0, whiteSpace: 'nowrap' } },
})
/** "Buy now" beside "Add to cart" on desktops; on phones below the size choice (the buy bar keeps one button). */
export const buyNow = style({
  marginInlineStart: '0.75rem',
  '@media': { [phone]: { marginInlineStart: 0, width: '100%' } },
})
export const buyBarPrice = style({
  order: -1,
  '@media': { [phone]: { margin: 0, fontSize: '1.25rem', minWidth: 0 } },
})
export const success = style({ color: vars.color.success })
export const error = style({ color: vars.color.danger })

/* Properties: 'rows' puts name and value side by side; 'rows-column' (the default) stacks each name over its
   value and lays the rows out in columns. */
export const details = style({ display: 'grid', gap: '2rem', marginTop: '2rem' })
export const properties = styleVariants({
  rows: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    gap: '0.4rem 1.5rem',
    margin: 0,
  },
  'rows-column': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
    gap: '1rem 1.5rem',
    margin: 0,
  },
})
export const propertyRow = styleVariants({
  rows: { display: 'contents' },
  'rows-column': { display: 'grid', gap: '0.15rem', alignContent: 'start' },
})
export const propertyName = style({ color: vars.color.muted })
export const propertyValue = style({ margin: 0 })
export const description = style({ whiteSpace: 'pre-line', margin: 0, maxWidth: '70ch' })

/* Availability and reviews */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' })
export const listItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '1rem',
  flexWrap: 'wrap',
  paddingBottom: '0.75rem',
  borderBottom: `1px solid ${vars.color.border}`,
})
export const inStock = style({ color: vars.color.success, fontWeight: 500 })
export const outOfStock = style({ color: vars.color.muted })
export const summary = style({ display: 'flex', flexWrap: 'wrap', gap: '1rem 2.5rem', alignItems: 'center' })
export const average = style({ fontSize: '2.25rem', fontWeight: 700, margin: 0, lineHeight: 1 })
export const bars = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.25rem',
  minWidth: '14rem',
})
export const bar = style({
  display: 'grid',
  // "4 звезды" fits one line; the same width in every row keeps the bars aligned.
  gridTemplateColumns: '5.75rem 1fr 2.5rem',
  whiteSpace: 'nowrap',
  gap: '0.5rem',
  alignItems: 'center',
})
export const barMeter = style({ width: '100%', height: '0.5rem', accentColor: vars.color.brand })
export const sortLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const sortLink = style({
  selectors: { '&[aria-current="true"]': { fontWeight: 700, textDecoration: 'none' } },
})
export const review = style({
  display: 'grid',
  gap: '0.35rem',
  paddingBottom: '1rem',
  borderBottom: `1px solid ${vars.color.border}`,
})
export const reviewHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1rem',
  alignItems: 'center',
})
export const reviewText = style({ margin: 0, whiteSpace: 'pre-line' })

export const reviewPhotos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const reviewPhoto = style({
  width: '6rem',
  height: '6rem',
  objectFit: 'cover',
  borderRadius: vars.radius.control,
})
