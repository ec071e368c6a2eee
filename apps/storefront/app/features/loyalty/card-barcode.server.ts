import { toSVG } from 'bwip-js/node'

/**
 * The bonus card's Code 128 barcode as an SVG string, rendered on the server into the HTML (no script needed).
 * Code 128 is read by every till scanner and encodes the nine digits compactly (docs/decisions/014-loyalty.md).
 * A phone screen is read by an imager: bars of 3 px modules and 10 modules of quiet zone each side (ISO/IEC
 * 15417 asks for at least 10) keep it readable; the digits are printed by the page, not in the image.
 */
export function cardBarcodeSvg(cardNumber: string): string {
  return toSVG({
    bcid: 'code128',
    text: cardNumber,
    scale: 3,
    height: 18,
    paddingwidth: 10,
    paddingheight: 2,
    backgroundcolor: 'FFFFFF',
    barcolor: '000000',
  })
}
