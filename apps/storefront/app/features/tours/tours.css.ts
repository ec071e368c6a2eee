import { style } from '@vanilla-extract/css'
import { media, vars } from '@vitrina/ui/theme'

/** Layout only: every control comes from the kit. */
export const searchForm = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr) auto' },
  },
})
export const submitCell = style({ alignSelf: 'end' })
export const pickerRow = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
})
export const children = style({ display: 'grid', gap: vars.space.xs })
export const childRow = style({ display: 'flex', alignItems: 'end', gap: vars.space.xs })
export const grow = style({ flex: '1 1 auto', minWidth: 0 })
export const muted = style({ color: vars.color.muted, margin: 0 })
export const title = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  margin: `${vars.space.sm} 0 ${vars.space.md}`,
})
export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  margin: `${vars.space.xl} 0 ${vars.space.md}`,
})
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
})
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.background,
  minWidth: 0,
})
export const cardImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.control,
})
export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: 'anywhere' })
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const price = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.strong })
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
})
export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)', alignItems: 'start' },
  },
})
export const gallery = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
})
export const table = style({ width: '100%', borderCollapse: 'collapse' })
export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'minmax(0, 1fr)',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
})
export const stack = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })
export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.body })
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: vars.space.sm,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
})
export const legend = style({ fontWeight: vars.fontWeight.strong, padding: `0 ${vars.space.xxs}` })
export const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
})
export const error = style({ color: vars.color.danger, margin: 0 })
export const offerBody = style({ display: 'flex', gap: vars.space.sm, alignItems: 'start', minWidth: 0 })
export const offerImage = style({
  flex: '0 0 6rem',
  width: '6rem',
  '@media': { [media.desktop]: { flexBasis: '10rem', width: '10rem' } },
})
export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.xs })
export const subTitle = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.sm} 0 0` })
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
})
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
})
export const breakdown = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.sm })
export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.strong,
  padding: `${vars.space.xs} 0`,
})
export const amount = style({ textAlign: 'end' })
