/**
 * Money travels as integer minor units (kopecks, cents) inside the system and as a
 * decimal string ("1990.00") on the wire, like Django REST framework's DecimalField.
 * Floats never hold money.
 */

const DECIMAL = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/

/** "1990.5" -> 199050. Returns null for anything that is not a decimal with at most 2 places. */
export function decimalToMinor(text: string): number | null {
  const match = DECIMAL.exec(text.trim())
  if (!match) return null
  const [, sign, whole = '0', fraction = ''] = match
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return sign ? -minor : minor
}

/** 199050 -> "1990.50". The input must be an integer. */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`minor units must be a safe integer, got ${minor}`)
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(minor)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A percentage of an amount in minor units, rounded half up to a whole minor unit. */
export function percentOf(minor: number, percent: number): number {
  return Math.round((minor * percent) / 100)
}

/**
 * Splits a discount over lines in proportion to their amounts (largest remainder), so the
 * parts are whole minor units and add up exactly to the discount.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum <= 0 || total === 0) return weights.map(() => 0)
  const raw = weights.map((w) => (total * w) / sum)
  const parts = raw.map((r) => Math.floor(r))
  let rest = total - parts.reduce((a, b) => a + b, 0)
  const order = raw
    .map((r, i) => ({ i, frac: r - Math.floor(r) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (const { i } of order) {
    if (rest <= 0) break
    parts[i] = (parts[i] ?? 0) + 1
    rest--
  }
  return parts
}
