/**
 * The type of a file from its first bytes (its "magic number"), never from its name or the type the browser
 * claims: a renamed executable or HTML page is refused, not served back as an image.
 */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'application/pdf'

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

// HEIC/HEIF: an ISO-BMFF box "ftyp" at offset 4 whose major brand is one of Apple's and Nokia's HEIF brands.
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])

export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp'
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12)))
    return 'image/heic'
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf'
  return null
}

export type UploadKind = 'photo' | 'document'

/**
 * What each kind accepts. Photos: a 12-megapixel phone photo is 2-6 MB as JPEG or HEIC, so 10 MB takes any
 * phone's photo while keeping a ten-photo application under 100 MB. Documents: a scanned multi-page PDF of
 * a passport or statement at 300 dpi fits 15 MB.
 */
export const UPLOAD_LIMITS: Record<UploadKind, { types: readonly SniffedType[]; maxBytes: number }> = {
  photo: { types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic'], maxBytes: 10 * 1024 * 1024 },
  document: {
    types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic'],
    maxBytes: 15 * 1024 * 1024,
  },
}
