import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

/** An embed page (empty layout): one column, readable in a phone's webview or a chat's in-app browser. */
export const page = style({ maxWidth: '36rem', margin: '0 auto', padding: '1.5rem 1rem 3rem' })
export const lead = style({ color: vars.color.muted, margin: '0.5rem 0 1rem' })
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  alignItems: 'center',
  margin: '1rem 0',
})
export const status = style({ margin: '0.75rem 0', minHeight: '1.5rem' })
export const phone = style({ fontSize: '1.25rem', fontWeight: 600 })
const phoneScreen = 'screen and (max-width: 1023.98px)'
/** The launcher's side on phones: a 44 px touch target (the kit's `md` size), round. */
const PHONE_SIZE = '2.75rem'
const GAP = '0.75rem'

/**
 * The frame's chat button. Wide screens: a labelled button in the bottom corner. Phones: a round icon button
 * (its text is still its accessible name) in the bottom corner, clear of the device's rounded corners and home
 * indicator (safe-area insets), and the page keeps room under its last line for it, so it never sits on the
 * end of the content. Over the product page's fixed buy bar (product.css.ts) it docks into the bar's free end,
 * which makes room for it, so it covers neither the picture nor "Add to cart".
 */
export const launcher = style({
  position: 'fixed',
  right: '1rem',
  bottom: '1rem',
  zIndex: 24,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.2)',
  '@media': {
    [phoneScreen]: {
      right: `calc(${GAP} + env(safe-area-inset-right, 0px))`,
      bottom: `calc(${GAP} + env(safe-area-inset-bottom, 0px))`,
      width: PHONE_SIZE,
      minHeight: PHONE_SIZE,
      height: PHONE_SIZE,
      padding: 0,
      borderRadius: '50%',
      selectors: {
        // Above the buy bar (z-index 25), level with its 2.75rem button on the bar's 0.5rem padding.
        'body:has([data-buy-bar]) &': {
          zIndex: 26,
          bottom: 'calc(0.5rem + env(safe-area-inset-bottom, 0px))',
          boxShadow: 'none',
        },
      },
    },
  },
})

/** The button's words: shown on wide screens, the accessible name of the icon on phones. */
export const launcherText = style({
  '@media': {
    [phoneScreen]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
})

export const launcherIcon = style({
  display: 'none',
  lineHeight: 0,
  '@media': { [phoneScreen]: { display: 'inline-flex' } },
})

/** Room under the page's last line for the round button (pages without a buy bar, which leaves its own). */
globalStyle('body:has([data-chat-launcher]):not(:has([data-buy-bar]))', {
  '@media': {
    [phoneScreen]: { paddingBottom: `calc(${PHONE_SIZE} + 2 * ${GAP} + env(safe-area-inset-bottom, 0px))` },
  },
})

/** The buy bar leaves its end to the docked button. */
globalStyle('body:has([data-chat-launcher]) [data-buy-bar]', {
  '@media': { [phoneScreen]: { paddingInlineEnd: `calc(${PHONE_SIZE} + 2 * ${GAP})` } },
})
