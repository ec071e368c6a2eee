import { renderSVG } from 'uqr'

/**
 * The SberPay deep link as a QR code (SVG markup, drawn on the server: no QR library in the browser's
 * bundle). Error correction M, as banks print them: readable from a screen at arm's length.
 */
export function qrSvg(text: string): string {
  return renderSVG(text, { ecc: 'M', border: 2, whiteColor: '#ffffff', blackColor: '#000000' })
}
