import { parsePromoCodes } from '@vitrina/domain/promo'

/**
 * Codes local storage keeps (spec §9, the shop's own store) that the cookie lost, e.g. when the 30-day
 * cookie expired or was cleared: the page asks the server to apply them again.
 */
export function codesToRestore(stored: string | null, applied: readonly string[]): string[] {
  return parsePromoCodes(stored).filter((code) => !applied.includes(code))
}

/**
 * What another tab must see change: the lines with their counts, the promo codes and the bonus choice. A
 * tab writes the sync-cart key only when this changed (so two tabs never ping-pong revalidations).
 */
export function cartSignature(cart: {
  lines: readonly { key: string; count: number }[]
  promoCodes: readonly string[]
  useBonuses: boolean
}): string {
  const lines = cart.lines.map((line) => `${line.key}=${line.count}`).join(',')
  return `${lines}|${cart.promoCodes.join(';')}|${cart.useBonuses ? 1 : 0}`
}
