/** Tiny real files for upload tests: the first bytes are what the API sniffs. */
export const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
])
// A complete 1×1 transparent PNG.
export const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
)
export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
export const HEIC = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0])
export const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>')

export function multipart(bytes: Uint8Array, name: string, kind: 'photo' | 'document' = 'photo'): FormData {
  const form = new FormData()
  form.set('kind', kind)
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' }))
  return form
}
