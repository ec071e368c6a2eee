import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

// One column no wider than the summary: a long refusal message must not widen the cart on a phone.
export const block = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.5rem',
  margin: 0,
})
export const row = style({ display: 'flex', gap: '0.5rem', alignItems: 'flex-end' })
// The promo code field takes the row's width beside its button.
export const codeField = style({ flex: 1, minWidth: 0 })
export const codeInput = style({ textTransform: 'uppercase' })
export const codes = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.25rem' })
export const code = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0 0.75rem' })
export const codeName = style({ fontWeight: 600, fontFamily: 'monospace' })
export const codeError = style({ color: vars.color.danger, fontSize: '0.9rem', flexBasis: '100%' })
export const switchButton = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '0.75rem',
  width: '100%',
  padding: '0.5rem 0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&[aria-checked="true"]': { borderColor: vars.color.brand, fontWeight: 600 } },
})
export const title = style({ fontSize: '1rem', margin: 0 })
