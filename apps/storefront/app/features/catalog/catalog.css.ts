import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

const desktop = 'screen and (min-width: 64rem)'

export const title = style({ fontSize: '1.75rem', lineHeight: 1.2, margin: '0.5rem 0 1rem' })
export const sectionTitle = style({ fontSize: '1.35rem', margin: '2rem 0 1rem' })
export const muted = style({ color: vars.color.muted, margin: 0 })

export const button = style({
  display: 'inline-block',
  padding: '0.55rem 1.1rem',
  border: 'none',
  borderRadius: vars.radius.control,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: 500,
  textDecoration: 'none',
  cursor: 'pointer',
})
export const listing = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.5rem',
  '@media': { [desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)', alignItems: 'start' } },
})
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  marginBottom: '1rem',
})
export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' })
// The search box takes the row's width beside its button.
export const searchField = style({ flex: '1 1 14rem', minWidth: 0 })
// The sort label beside its select, not above it: the row stays one line on a phone.
export const sortField = style({ gridAutoFlow: 'column', alignItems: 'center', gap: '0.5rem' })
export const control = style({
  padding: '0.45rem 0.6rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  minWidth: 0,
  boxSizing: 'border-box',
})

export const filters = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
})
// Phones: the panel beside the products gives way to the "Filters (N)" button (filters-sheet.tsx) and shows
// only as the anchor's target (no JavaScript); from the desktop breakpoint it is always there, the button not.
export const filtersPanel = style({
  display: 'none',
  selectors: { '&:target': { display: 'block' } },
  '@media': { [desktop]: { display: 'block' } },
})
export const filtersTrigger = style({ '@media': { [desktop]: { display: 'none' } } })
// Inside the sheet the form needs no frame of its own.
export const filtersInSheet = style({ border: 'none', padding: 0, background: 'transparent' })
export const filtersTitle = style({ fontSize: '1.1rem', margin: 0 })
export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 })
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: '0.4rem' })
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: '0.35rem 0.9rem' })
export const range = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: '0.5rem',
})
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' })

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  listStyle: 'none',
  padding: 0,
})
export const chip = style({
  display: 'inline-block',
  padding: '0.35rem 0.8rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.brand },
})

export const empty = style({
  padding: '2.5rem 1rem',
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.card,
})

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(11rem, 45%), 1fr))',
  gap: '1rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  height: '100%',
  padding: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  textDecoration: 'none',
  fontWeight: 500,
  ':hover': { borderColor: vars.color.brand },
})
export const tileImage = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  display: 'block',
})

export const tree = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
  gap: '1.5rem 2rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const treeRoot = style({ fontSize: '1.15rem', margin: 0 })
globalStyle(`${treeRoot} a`, { textDecoration: 'none' })
export const treeRootLarge = style({ display: 'grid', gap: '0.5rem' })
export const treeRootImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
})
export const treeList = style({ listStyle: 'none', margin: '0.35rem 0 0', paddingLeft: '0.9rem' })
globalStyle(`${treeList} a`, { textDecoration: 'none', lineHeight: 1.8 })
globalStyle(`${treeList} a:hover`, { textDecoration: 'underline' })

export const banner = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  color: 'inherit',
  textDecoration: 'none',
})
export const bannerImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '8 / 3',
  maxHeight: '22rem',
  objectFit: 'cover',
})
export const bannerTitle = style({ margin: 0, padding: '1rem', fontSize: '1.35rem', fontWeight: 700 })

/** "Did you mean …?" under the search results or the no-results text. */
export const suggestion = style({ margin: '0.75rem 0 0', fontSize: '1.05rem' })
