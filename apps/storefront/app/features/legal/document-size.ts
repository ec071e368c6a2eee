import { formatDecimal } from '@vitrina/domain/format'

/** A file size as people read it: bytes under a kilobyte, then KB and MB with one decimal where it helps. */
export function documentSize(
  bytes: number,
  locale: string,
  units: { b: string; kb: string; mb: string },
): string {
  if (bytes < 1024) return `${bytes} ${units.b}`
  if (bytes < 1024 * 1024) return `${formatDecimal(bytes / 1024, locale, 1)} ${units.kb}`
  return `${formatDecimal(bytes / 1024 / 1024, locale, 1)} ${units.mb}`
}
