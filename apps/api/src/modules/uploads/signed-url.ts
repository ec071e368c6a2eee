import { createHmac } from 'node:crypto'
import { safeEqualHex } from '../../lib/crypto.ts'

/** How long a file link works: long enough to view a page and open a photo, short enough not to be shared. */
export const FILE_URL_TTL_SECONDS = 15 * 60

function signature(secret: string, id: number, expires: number): string {
  return createHmac('sha256', secret).update(`file:${id}:${expires}`).digest('hex')
}

/**
 * A short-lived link to an upload. Only handed out in answers to the file's owner (or, for a published
 * review's photos, to everyone reading the review); the link itself carries no identity, so it is the
 * signature and the expiry that protect it.
 */
export function signedFileUrl(publicUrl: string, secret: string, id: number, now: Date): string {
  // Rounded up to the minute so that answers within the same minute carry the same URL (cache-friendly).
  const expires = Math.ceil(now.getTime() / 60_000) * 60 + FILE_URL_TTL_SECONDS
  return `${publicUrl.replace(/\/$/, '')}/files/${id}?expires=${expires}&signature=${signature(secret, id, expires)}`
}

export function verifyFileSignature(
  secret: string,
  id: number,
  expires: string | undefined,
  sig: string | undefined,
  now: Date,
): boolean {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return false
  if (Number(expires) * 1000 < now.getTime()) return false
  return safeEqualHex(signature(secret, id, Number(expires)), sig)
}
