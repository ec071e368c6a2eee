import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A new API token key: 40 hex characters like Django REST framework's, from 160 random bits. */
export function newTokenKey(): string {
  return randomBytes(20).toString('hex')
}

/** Tokens are high-entropy, so a plain SHA-256 is enough to store them safely. */
export function hashToken(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/**
 * Sign-in codes are low-entropy (4-6 digits), so they are stored as an HMAC with a server
 * secret: a leaked table alone cannot be brute-forced offline.
 */
export function hashCode(secret: string, subject: string, code: string): string {
  return createHmac('sha256', secret).update(`${subject}:${code}`).digest('hex')
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A uniformly random numeric code of the given length (leading zeros kept). */
export function randomDigits(length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += String(randomInt(10))
  return out
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** Constant-time comparison of two texts (shared secrets): hashing first makes the lengths equal. */
export function safeEqualText(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest())
}
