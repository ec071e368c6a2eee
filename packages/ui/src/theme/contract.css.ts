import { createThemeContract } from '@vanilla-extract/css'

/**
 * The theme contract: every component styles itself with these variables only, and each company's settings
 * fill them at request time (`themeStyle`), so one built CSS file serves every tenant.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    /** The brand colour darkened or swapped where it would be too pale for text on the page background. */
    brandText: null,
    onBrand: null,
    text: null,
    muted: null,
    background: null,
    surface: null,
    border: null,
    danger: null,
    onDanger: null,
    success: null,
    warning: null,
    focus: null,
    headerBackground: null,
    headerText: null,
    /** The logo and active links in the header: the brand on a light header, the header text on a coloured one. */
    headerAccent: null,
    overlay: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  font: { body: null, heading: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, strong: null, heading: null },
  lineHeight: { tight: null, body: null },
  letterSpacing: { heading: null, button: null },
  radius: { control: null, card: null, pill: null },
  shadow: { sm: null, md: null, lg: null },
  z: { sticky: null, dropdown: null, sheet: null, dialog: null, toast: null },
  motion: { fast: null, normal: null, easing: null },
})
