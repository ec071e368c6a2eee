/**
 * Breakpoints cannot be CSS variables (media queries do not read them), so they are constants shared by the
 * kit and the apps. The spec's desktop layout starts at 1024 px; phones are designed first.
 */
export const breakpoints = { tablet: 768, desktop: 1024, wide: 1280 } as const

/** Media queries for vanilla-extract `@media` blocks: `{ '@media': { [media.desktop]: {...} } }`. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const
