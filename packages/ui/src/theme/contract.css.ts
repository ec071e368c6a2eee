import { createThemeContract } from '@vanilla-extract/css'

/**
 * The theme contract: every component styles itself with these variables only, and each company's settings
 * fill them at request time (`themeStyle`), so one built CSS file serves every tenant.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    onBrand: null,
    text: null,
    muted: null,
    background: null,
    surface: null,
    border: null,
    danger: null,
    success: null,
    focus: null,
  },
  radius: { control: null, card: null },
  font: { body: null },
})
