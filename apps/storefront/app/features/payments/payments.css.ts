import { style } from '@vanilla-extract/css'
import { vars } from '@vitrina/ui/theme'

/**
 * SberPay: a phone (a touch screen that is not wide) gets the button that opens the bank's app; a computer gets
 * the QR code to scan with the phone. Both are in the page, so it works without JavaScript too.
 */
const phone = '(pointer: coarse) and (max-width: 767px)'

export const qr = style({
  width: '14rem',
  maxWidth: '100%',
  padding: '0.5rem',
  background: '#ffffff',
  borderRadius: vars.radius.card,
  '@media': { [phone]: { display: 'none' } },
})
export const onPhone = style({ display: 'none', '@media': { [phone]: { display: 'grid', gap: '0.75rem' } } })
export const onDesktop = style({
  display: 'grid',
  gap: '0.75rem',
  '@media': { [phone]: { display: 'none' } },
})
export const widget = style({ minHeight: '18rem' })
