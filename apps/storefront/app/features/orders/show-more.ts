/**
 * "Show more" as a link (spec §5): `?page=N` shows pages 1..N, so the link works without JavaScript and a
 * reload keeps what was shown. N is capped so one request cannot ask for an unbounded list.
 */
export const MAX_SHOWN_PAGES = 20

export function shownPages(value: string | null): number {
  if (value === null || !/^\d{1,3}$/.test(value)) return 1
  return Math.min(Math.max(Number(value), 1), MAX_SHOWN_PAGES)
}

/** The "Show more" link's target, or null when everything is shown. */
export function showMoreHref(
  pathname: string,
  pages: number,
  total: number,
  pageSize: number,
): string | null {
  if (pages * pageSize >= total || pages >= MAX_SHOWN_PAGES) return null
  return `${pathname}?page=${pages + 1}`
}
